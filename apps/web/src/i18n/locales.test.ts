import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

type Tree = { [key: string]: string | Tree };

const load = (lng: string): Tree =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../public/locales/${lng}/translation.json`, import.meta.url)), 'utf8')) as Tree;

// Plural forms differ by language (Japanese has one, French three): compare without them.
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`] : keys(value, `${prefix}${key}.`),
  );

const values = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : values(v)));

describe('translations', () => {
  const english = load('en-GB');

  it.each(LANGUAGES.filter((lng) => lng !== 'en-GB'))('%s has exactly the English keys', (lng) => {
    expect([...new Set(keys(load(lng)))].sort()).toEqual([...new Set(keys(english))].sort());
  });

  it.each(LANGUAGES.filter((lng) => lng !== 'en-GB'))('%s is translated, not an English copy', (lng) => {
    const english = new Set(values(load('en-GB')));
    const own = values(load(lng));
    const same = own.filter((v) => english.has(v));
    // A few words are the same in both languages (Notifications, Code, Status).
    expect(same.length / own.length).toBeLessThan(0.1);
  });

  it('names the unexpected error page as the spec does', () => {
    expect((english.errors as Tree).unexpected).toMatchObject({ title: 'Unexpected Application Error' });
  });
});
