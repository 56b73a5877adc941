/** Gbaka's customer service, shown by the footer, the help page and the site metadata. */
export const CONTACT_PHONE = '+225 27 20 00 00 00';
export const CONTACT_EMAIL = 'contact@gbaka.ci';
export const CONTACT_CITY = 'Abidjan, Plateau';

/** "tel:" link of a displayed number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
