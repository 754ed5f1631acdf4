import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES } from './i18n';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}

function load(lng: string, ns: string): Tree {
  return JSON.parse(readFileSync(join('locales', lng, `${ns}.json`), 'utf8')) as Tree;
}

describe('translations', () => {
  it('every namespace file exists in every language, and no file is left out of the namespace list', () => {
    for (const lng of LANGUAGES) {
      const files = readdirSync(join('locales', lng))
        .map((file) => file.replace(/\.json$/, ''))
        .sort();
      expect(files).toEqual([...NAMESPACES].sort());
    }
  });

  for (const ns of NAMESPACES) {
    it(`${ns}: tr, de and ar have exactly the keys of en, each translated`, () => {
      const english = load('en', ns);
      const englishKeys = keysOf(english).sort();
      for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
        const other = load(lng, ns);
        expect(keysOf(other).sort(), `${lng}/${ns}.json`).toEqual(englishKeys);
        const flat = (tree: Tree) => new Map(keysOf(tree).map((k) => [k, k.split('.').reduce<Tree | string>((t, p) => (t as Tree)[p] as Tree | string, tree)]));
        const en = flat(english);
        // Only words count: a pattern of placeholders alone ('{{name}} ({{type}})') is the same in every language.
        const words = (v: string) => /\p{L}/u.test(v.replace(/\{\{[^}]*\}\}/g, ''));
        const copied = [...flat(other)].filter(([k, v]) => typeof v === 'string' && v.length > 12 && words(v) && v === en.get(k)).map(([k]) => k);
        expect(copied, `${lng}/${ns}.json has English left in`).toEqual([]);
      }
    });
  }
});
