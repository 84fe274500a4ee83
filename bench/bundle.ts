import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip size of the JavaScript the index page loads before any lazy route: entry script and modulepreloads. */
export function measureFirstLoadJs(distDir: string) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const unique = [...new Set(files)];
  const sizes = unique.map((f) => {
    const buf = readFileSync(join(distDir, f));
    return { file: f, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  });
  return { files: sizes, totalGzip: sizes.reduce((s, f) => s + f.gzip, 0), totalRaw: sizes.reduce((s, f) => s + f.raw, 0) };
}
