import type { Language } from '../languages';
import { ussdEn } from './en';
import { ussdEs } from './es';
import { ussdFr, type UssdCatalogue, type UssdKey } from './fr';

export const ussdMessages: Record<Language, UssdCatalogue> = { fr: ussdFr, en: ussdEn, es: ussdEs };
export type { UssdCatalogue, UssdKey };

/** A USSD text in the caller's language, its {{name}} placeholders filled. */
export function ussdText(lang: Language, key: UssdKey, params: Record<string, string | number> = {}): string {
  return ussdMessages[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The most a USSD screen may hold, "CON " or "END " included (DESIGN §11). */
export const USSD_SCREEN_MAX = 182;
