import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Noto Sans JP covers Latin, Norwegian and Japanese in one family. TTF only:
// WOFF files give blank text or take seconds per page in pdfkit.
const require = createRequire(import.meta.url);
const root = dirname(require.resolve('@expo-google-fonts/noto-sans-jp/package.json'));
// pdfkit's own font engine; it accepts a parsed font in registerFont.
const fontkit = require('fontkit') as { create: (buf: Uint8Array) => unknown };

/** A parsed font as pdfkit's registerFont accepts it (an opaque fontkit object). */
export type ParsedFont = never;

let cached: { regular: ParsedFont; bold: ParsedFont } | undefined;

/**
 * The two fonts, read and parsed once per process. Parsing a 5 MB TTF for
 * every document cost more than the rest of the PDF; the parsed font (and
 * its glyph cache) is shared, each document still embeds only its subset.
 */
export function invoiceFonts() {
  cached ??= {
    regular: fontkit.create(readFileSync(join(root, '400Regular/NotoSansJP_400Regular.ttf'))) as ParsedFont,
    bold: fontkit.create(readFileSync(join(root, '700Bold/NotoSansJP_700Bold.ttf'))) as ParsedFont,
  };
  return cached;
}
