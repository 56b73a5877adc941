import type { Namespace, ParseKeys } from 'i18next';

/**
 * A key of a namespace's catalogue, as `t` accepts it (i18n/i18next.d.ts types them): for the tables of labels that
 * name their keys away from the `t` call, so that a wrong one still fails the type check.
 */
export type TranslationKey<Ns extends Namespace = 'common'> = ParseKeys<Ns>;
