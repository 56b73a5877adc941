import { readFileSync } from 'node:fs';
import { DEFAULT_LANGUAGE } from '@gbaka/shared';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import { TOKEN_STORAGE_KEY } from '@/lib/token-storage';

// public/boot.js runs before the app and cannot import its modules: it repeats the keys the app stores under.
const boot = readFileSync(new URL('../public/boot.js', import.meta.url), 'utf8');

describe('public/boot.js', () => {
  it("reads the app's keys for the session and the language, and knows the drawn page's language", () => {
    expect(boot).toContain(`localStorage.getItem('${TOKEN_STORAGE_KEY}')`);
    expect(boot).toContain(`localStorage.getItem('${LANGUAGE_STORAGE_KEY}')`);
    expect(boot).toContain(`language !== '${DEFAULT_LANGUAGE}'`);
  });
});
