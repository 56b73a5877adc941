import { afterEach, describe, expect, it } from 'vitest';
import { rememberLanguage, storedLanguage } from './languages';

// A .tsx file: the components project runs it in a browser-like document (cookies, address, storage).
describe('the visitor language', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    localStorage.clear();
  });

  it('is kept in storage and in the lang cookie the server reads (DESIGN §12)', () => {
    rememberLanguage('es');
    expect(storedLanguage()).toBe('es');
    expect(document.cookie).toContain('lang=es');
  });

  it('is the one asked in the address first (the pages’ hreflang links)', () => {
    rememberLanguage('es');
    window.history.replaceState(null, '', '/trajets/abidjan/bouake?lang=en');
    expect(storedLanguage()).toBe('en');
    window.history.replaceState(null, '', '/?lang=xx');
    expect(storedLanguage()).toBe('es');
  });
});
