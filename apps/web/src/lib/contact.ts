/** Gbaka's customer service, shown by the footer, the help page and the site metadata. */
export const CONTACT_PHONE = '+225 27 20 00 00 00';
export const CONTACT_EMAIL = 'contact@gbaka.ci';
export const CONTACT_CITY = 'Abidjan, Plateau';

/** "tel:" link of a displayed number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** "+2252731600404" → "+225 27 31 60 04 04", the way Ivorian numbers are written; other numbers as they are. */
export function formatPhone(phone: string): string {
  const match = /^\+225(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(phone.replace(/\s/g, ''));
  return match ? `+225 ${match.slice(1).join(' ')}` : phone;
}
