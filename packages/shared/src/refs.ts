/**
 * Cities, companies and buses may arrive as an object or as a bare string (SPEC §3); on input the API accepts
 * an id or the exact name (DESIGN §3). These helpers read either shape so that callers never branch on it.
 */
export type RefLike = string | { _id?: string | null; name?: string | null; cityName?: string | null } | null;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** The display name of a reference; the admin side may also send `cityName` (SPEC §3 Booking). */
export function refName(ref: RefLike | undefined): string {
  if (!ref) return '';
  if (typeof ref === 'string') return ref;
  return ref.name ?? ref.cityName ?? '';
}

/** The id of a reference, or undefined when it only carries a name. */
export function refId(ref: RefLike | undefined): string | undefined {
  if (!ref || typeof ref === 'string') return ref && isUuid(ref) ? ref : undefined;
  return ref._id ?? undefined;
}

/** Compares names the way the routes filter does: trimmed, case-insensitive, accents kept (Bouaké ≠ Bouake). */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** True when `ref` is the entity `query` names, by id or case-insensitive name. */
export function matchesRef(ref: RefLike | undefined, query: string): boolean {
  const id = refId(ref);
  if (id && id.toLowerCase() === query.trim().toLowerCase()) return true;
  return sameName(refName(ref), query);
}
