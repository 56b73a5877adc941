import PDFDocument from 'pdfkit';
import type { BitMatrix } from 'qrcode';
import { qrCode } from '../../tickets/ticket-pdf';
import type { TicketView } from '../../tickets/ticket-view';

/** 80 mm, the width of a thermal receipt roll, in points (72 per inch). */
export const RECEIPT_WIDTH = 226.77;
const M = 10;
const INNER = RECEIPT_WIDTH - 2 * M;
/** 60 mm: a cheap thermal print of the QR still scans (DESIGN §10 wants at least 35 mm). */
const QR = 170;

export interface Receipt {
  view: TicketView;
  paidBy: 'cash' | 'mobile_money';
  seller: string | null;
  soldAt: Date;
  printedAt: Date;
}

type Doc = PDFKit.PDFDocument;

const dateTime = (d: Date) =>
  d.toLocaleString('fr-FR', { timeZone: 'Africa/Abidjan', dateStyle: 'short', timeStyle: 'short' });

function line(
  doc: Doc,
  text: string,
  size: number,
  opts: { bold?: boolean; align?: 'left' | 'center' } = {},
) {
  doc
    .font(opts.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(size)
    .fillColor('#000000')
    .text(text, M, doc.y, { width: INNER, align: opts.align ?? 'left' });
}

function rule(doc: Doc) {
  const y = doc.y + 4;
  doc
    .moveTo(M, y)
    .lineTo(RECEIPT_WIDTH - M, y)
    .lineWidth(0.6)
    .dash(2, { space: 2 })
    .stroke('#000000')
    .undash();
  doc.y = y + 5;
}

/** Two texts on one line, the second against the right edge. */
function pair(doc: Doc, left: string, right: string, bold = false) {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
  doc.text(left, M, y, { width: INNER * 0.55 });
  const bottom = doc.y;
  doc.text(right, M, y, { width: INNER, align: 'right' });
  doc.y = Math.max(bottom, doc.y);
}

/** Everything on the receipt, top to bottom; returns where it ends, so that the page can fit it. */
function draw(doc: Doc, receipt: Receipt, qr: BitMatrix): number {
  const { view } = receipt;
  const trip = view.outbound;
  doc.y = M;
  line(doc, 'Gbaka · Reçu de vente au guichet', 7.5, { align: 'center' });
  line(doc, trip.company, 13, { bold: true, align: 'center' });
  rule(doc);
  line(doc, 'Référence', 7.5, { align: 'center' });
  line(doc, view.reference, 18, { bold: true, align: 'center' });
  if (view.boardingCode) {
    line(doc, "Code d'embarquement", 7.5, { align: 'center' });
    line(doc, view.codeText, 15, { bold: true, align: 'center' });
  }
  rule(doc);
  line(doc, `${trip.from} – ${trip.to}`, 11, { bold: true });
  line(doc, `${trip.dateText}, départ ${trip.departureTime}`, 9);
  line(doc, `Bus ${trip.busName} (n° ${trip.busNumber})`, 9);
  rule(doc);
  for (const p of trip.passengers) pair(doc, `Siège ${p.seat}`, p.fullName);
  rule(doc);
  pair(doc, `${trip.seats.length} place${trip.seats.length > 1 ? 's' : ''}`, view.totalText, true);
  line(doc, receipt.paidBy === 'cash' ? 'Payé en espèces' : 'Payé par mobile money', 9);
  line(doc, `Vendu le ${dateTime(receipt.soldAt)}${receipt.seller ? ` par ${receipt.seller}` : ''}`, 8);
  doc.y += 6;
  const top = doc.y;
  qrCode(doc, qr, (RECEIPT_WIDTH - QR) / 2, top, QR);
  doc.y = top + QR + 2;
  line(doc, "À présenter à l'embarquement", 8, { bold: true, align: 'center' });
  line(doc, "Présentez-vous 30 minutes avant le départ avec une pièce d'identité.", 7, { align: 'center' });
  line(doc, `Imprimé le ${dateTime(receipt.printedAt)}`, 6.5, { align: 'center' });
  return doc.y + M;
}

function newDoc(height: number, reference: string) {
  return new PDFDocument({
    size: [RECEIPT_WIDTH, height],
    // No bottom margin: the page ends where the content does, and PDFKit must not open a second page for it.
    margins: { top: M, left: M, right: M, bottom: 0 },
    info: { Title: `Reçu Gbaka ${reference}`, Author: 'Gbaka', Subject: 'Reçu de vente au guichet' },
  });
}

/**
 * The counter's receipt (DESIGN §10): 80 mm wide for thermal printers, as tall as its content. PDFKit fixes a
 * page's size when it opens it, so the receipt is laid out once on a tall scratch page to measure it, then
 * drawn on a page of that height.
 */
export function renderReceiptPdf(receipt: Receipt, qr: BitMatrix): Promise<Buffer> {
  const scratch = newDoc(3000, receipt.view.reference);
  const height = Math.ceil(draw(scratch, receipt, qr));
  scratch.end();

  const doc = newDoc(height, receipt.view.reference);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, receipt, qr);
  doc.end();
  return done;
}
