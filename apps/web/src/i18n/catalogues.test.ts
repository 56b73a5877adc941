import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@gbaka/shared';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, 'locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function read(language: string, file: string): unknown {
  return JSON.parse(readFileSync(join(root, language, file), 'utf8'));
}

const namespaces = [...new Set(LANGUAGES.flatMap((language) => readdirSync(join(root, language))))].sort();

describe('translation catalogues', () => {
  it('has at least the common namespace', () => {
    expect(namespaces).toContain('common.json');
  });

  describe.each(namespaces)('%s', (file) => {
    it.each(LANGUAGES)('exists in %s', (language) => {
      expect(readdirSync(join(root, language))).toContain(file);
    });

    it('has the same keys in every language', () => {
      const keys = Object.fromEntries(LANGUAGES.map((language) => [language, keysOf(read(language, file))]));
      const all = [...new Set(Object.values(keys).flat())].sort();
      for (const language of LANGUAGES) {
        const missing = all.filter((key) => !keys[language]!.includes(key));
        expect(missing, `keys missing from ${language}/${file}`).toEqual([]);
      }
    });

    it.each(LANGUAGES)('has no empty text in %s', (language) => {
      const json = read(language, file);
      const empty = keysOf(json).filter(
        (key) =>
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], json) ===
          '',
      );
      expect(empty).toEqual([]);
    });
  });
});
