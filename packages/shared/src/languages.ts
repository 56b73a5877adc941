/**
 * Languages and time zone of the product (SPEC §1, DESIGN §3, §4). A module of plain constants, apart from the
 * schemas of `common.ts`: the web app's first download needs these and must not bring zod along with them.
 */
export const LANGUAGES = ['fr', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

export const TIME_ZONE = 'Africa/Abidjan';
