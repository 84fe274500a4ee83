import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const LANGS = ['en-GB', 'fr-FR', 'nb-NO', 'ja-JP'];
const load = (lng: string): Tree => JSON.parse(readFileSync(fileURLToPath(new URL(`../../../public/locales/${lng}/staff.json`, import.meta.url)), 'utf8')) as Tree;
const entries = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k.replace(/_(one|many|other)$/, '')}`, v] as [string, string]] : entries(v, `${prefix}${k}.`)));
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('staff translations', () => {
  const english = new Map(entries(load('en-GB')));
  it.each(LANGS.slice(1))('%s has the English keys and placeholders', (lng) => {
    const own = new Map(entries(load(lng)));
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of own) expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
  });
});
