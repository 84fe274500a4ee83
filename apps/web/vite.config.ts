import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const server = process.env.SEAWARD_SERVER ?? 'http://localhost:3000';

// Translations are cached in local storage for 7 days; a hash of the locale
// files versions that cache so a new build never serves stale strings.
function localesVersion(): string {
  const dir = join(root, 'public/locales');
  const hash = createHash('sha256');
  for (const lng of readdirSync(dir).sort()) {
    for (const file of readdirSync(join(dir, lng)).sort()) hash.update(readFileSync(join(dir, lng, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

const proxied = ['/api', '/oidc', '/logout', '/signin'];

export default defineConfig({
  root,
  plugins: [react()],
  define: { 'import.meta.env.VITE_LOCALES_VERSION': JSON.stringify(localesVersion()) },
  server: {
    port: 5173,
    // Same-origin in development too: the server's Origin check and cookies
    // work unchanged, and the Host header picks the tenant.
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: server, changeOrigin: false }])),
  },
  build: {
    outDir: join(root, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // The contract's schema modules build zod schemas at load time; the
        // browser uses only their constants (TENANT_SETTINGS) and the permission
        // checks. Calls through `z` are pure, so unused schemas and zod itself
        // (about 25 KB gzip) stay out of the bundle.
        manualPureFunctions: ['z'],
      },
    },
  },
});
