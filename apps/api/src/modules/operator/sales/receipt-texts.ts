import type { Language } from '@gbaka/shared';

/**
 * The receipt's own words (receipt-pdf.ts), in the ticket's language; those it shares with the ticket (reference,
 * boarding code, bus, "show when boarding") come from tickets/ticket-texts.ts.
 */
export interface ReceiptTexts {
  title: string;
  documentTitle: (reference: string) => string;
  subject: string;
  /** "mardi 14 mai 2025, départ 07:30" */
  departs: (date: string, time: string) => string;
  seat: (seat: number) => string;
  places: (count: number) => string;
  paidCash: string;
  paidMobileMoney: string;
  sold: (when: string, seller: string | null) => string;
  printed: (when: string) => string;
}

const fr: ReceiptTexts = {
  title: 'Gbaka · Reçu de vente au guichet',
  documentTitle: (reference) => `Reçu Gbaka ${reference}`,
  subject: 'Reçu de vente au guichet',
  departs: (date, time) => `${date}, départ ${time}`,
  seat: (seat) => `Siège ${seat}`,
  places: (count) => `${count} place${count > 1 ? 's' : ''}`,
  paidCash: 'Payé en espèces',
  paidMobileMoney: 'Payé par mobile money',
  sold: (when, seller) => `Vendu le ${when}${seller ? ` par ${seller}` : ''}`,
  printed: (when) => `Imprimé le ${when}`,
};

const en: ReceiptTexts = {
  title: 'Gbaka · Counter sale receipt',
  documentTitle: (reference) => `Gbaka receipt ${reference}`,
  subject: 'Counter sale receipt',
  departs: (date, time) => `${date}, departs ${time}`,
  seat: (seat) => `Seat ${seat}`,
  places: (count) => `${count} seat${count > 1 ? 's' : ''}`,
  paidCash: 'Paid in cash',
  paidMobileMoney: 'Paid by mobile money',
  sold: (when, seller) => `Sold on ${when}${seller ? ` by ${seller}` : ''}`,
  printed: (when) => `Printed on ${when}`,
};

const es: ReceiptTexts = {
  title: 'Gbaka · Recibo de venta en taquilla',
  documentTitle: (reference) => `Recibo Gbaka ${reference}`,
  subject: 'Recibo de venta en taquilla',
  departs: (date, time) => `${date}, salida ${time}`,
  seat: (seat) => `Asiento ${seat}`,
  places: (count) => `${count} plaza${count > 1 ? 's' : ''}`,
  paidCash: 'Pagado en efectivo',
  paidMobileMoney: 'Pagado con dinero móvil',
  sold: (when, seller) => `Vendido el ${when}${seller ? ` por ${seller}` : ''}`,
  printed: (when) => `Impreso el ${when}`,
};

const TEXTS: Record<Language, ReceiptTexts> = { fr, en, es };

export function receiptTexts(language: Language): ReceiptTexts {
  return TEXTS[language];
}
