import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { isMessageKey, messages, pickLanguage, translate } from './index';
import { enServer } from './server/en';
import { esServer } from './server/es';
import { frServer } from './server/fr';

/** The names a text fills in; `{{from, de}}` is `from` with the French elision's formatter. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)(?:, *\w+)?\}\}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  it('have the same keys in fr, en and es', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
    expect(Object.keys(es).sort()).toEqual(Object.keys(fr).sort());
    expect(Object.keys(enServer).sort()).toEqual(Object.keys(frServer).sort());
    expect(Object.keys(esServer).sort()).toEqual(Object.keys(frServer).sort());
  });

  it("hold each key once: the web app's part or the API's own", () => {
    expect(Object.keys(frServer).filter((key) => Object.hasOwn(fr, key))).toEqual([]);
  });

  it('have no empty text and the same placeholders in every language', () => {
    for (const key of Object.keys(messages.fr) as (keyof typeof messages.fr)[]) {
      for (const lang of ['fr', 'en', 'es'] as const) {
        expect(messages[lang][key].trim(), `${lang}.${key}`).not.toBe('');
        expect(placeholders(messages[lang][key]), `${lang}.${key}`).toEqual(placeholders(messages.fr[key]));
      }
    }
  });

  it('keep the French words the web app looks for in sign-in errors (SPEC §8, DESIGN §3)', () => {
    expect(messages.fr.accountBanned).toContain('banni');
    expect(messages.fr.accountLocked).toContain('verrouillé');
  });
});

describe('translate', () => {
  it('translates a key in each language', () => {
    expect(translate('fr', 'phoneInvalid')).toBe('Numéro de téléphone ivoirien invalide');
    expect(translate('en', 'phoneInvalid')).toBe('Invalid Ivorian phone number');
    expect(translate('es', 'phoneInvalid')).toBe('Número de teléfono marfileño no válido');
  });

  it('fills placeholders and blanks the missing ones', () => {
    expect(translate('fr', 'accountLocked', { minutes: 15 })).toContain('dans 15 minutes');
    expect(translate('en', 'missingFields', { fields: 'from, to' })).toBe('Missing fields: from, to');
    expect(translate('en', 'missingFields')).toBe('Missing fields: ');
  });

  it('returns a text that is not a key unchanged', () => {
    expect(translate('en', 'Déjà traduit')).toBe('Déjà traduit');
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('phoneInvalid')).toBe(true);
  });
});

describe('pickLanguage', () => {
  it.each([
    [undefined, 'fr'],
    ['', 'fr'],
    ['en', 'en'],
    ['en-US,en;q=0.9,fr;q=0.8', 'en'],
    ['es-CI', 'es'],
    ['de-DE,de;q=0.9', 'fr'],
    ['de-DE,es;q=0.5,en;q=0.8', 'en'],
    ['fr-CI;q=0.4, EN;q=0.6', 'en'],
    ['*', 'fr'],
    ['en;q=0, es;q=0.1', 'es'],
    ['en;q=0', 'fr'],
    ['fr , en', 'fr'],
  ])('reads %j as %s', (header, lang) => {
    expect(pickLanguage(header)).toBe(lang);
  });
});
