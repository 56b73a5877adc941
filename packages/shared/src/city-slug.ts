/**
 * City slugs for the city-pair pages' addresses (DESIGN §12: /trajets/abidjan/bouake): lower case, accents dropped,
 * spaces (and anything else that is not a letter or a digit) as single hyphens. Without zod: pages import it.
 */
export function citySlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The path of the page of the line between two cities, by name. */
export const cityPairPath = (from: string, to: string): string =>
  `/trajets/${citySlug(from)}/${citySlug(to)}`;

/** The city among `names` whose slug is `slug`, if any. */
export function cityBySlug<T extends string>(names: readonly T[], slug: string): T | undefined {
  return names.find((name) => citySlug(name) === slug);
}
