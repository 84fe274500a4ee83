// Builds the web app when apps/web/dist is missing or older than its sources,
// so `npm start` serves the current SPA without rebuilding on every start.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const web = 'apps/web';
const built = join(web, 'dist', 'index.html');

function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))));
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', '../../packages/contract/src'].map((p) => join(web, p)).filter(existsSync);
const stale = !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
if (stale) {
  console.log('Building the web app…');
  execSync('npm run build -w apps/web', { stdio: 'inherit' });
}
