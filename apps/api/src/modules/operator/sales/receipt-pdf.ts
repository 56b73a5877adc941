import PDFDocument from 'pdfkit';
import type { BitMatrix } from 'qrcode';
import { qrCode } from '../../tickets/ticket-pdf';
import { ticketTexts } from '../../tickets/ticket-texts';
import type { TicketView } from '../../tickets/ticket-view';
import { receiptTexts } from './receipt-texts';

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

const dateTime = (d: Date, locale: string) =>
  d.toLocaleString(locale, { timeZone: 'Africa/Abidjan', dateStyle: 'short', timeStyle: 'short' });

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

/** Everything on the receipt, top to bottom, in the ticket's language; returns where it ends, so that the page can fit it. */
function draw(doc: Doc, receipt: Receipt, qr: BitMatrix): number {
  const { view } = receipt;
  const trip = view.outbound;
  const words = ticketTexts(view.language);
  const texts = receiptTexts(view.language);
  const when = (d: Date) => dateTime(d, words.locale);
  doc.y = M;
  line(doc, texts.title, 7.5, { align: 'center' });
  line(doc, trip.company, 13, { bold: true, align: 'center' });
  rule(doc);
  line(doc, words.reference, 7.5, { align: 'center' });
  line(doc, view.reference, 18, { bold: true, align: 'center' });
  if (view.boardingCode) {
    line(doc, words.boardingCode, 7.5, { align: 'center' });
    line(doc, view.codeText, 15, { bold: true, align: 'center' });
  }
  rule(doc);
  line(doc, `${trip.from} – ${trip.to}`, 11, { bold: true });
  line(doc, texts.departs(trip.dateText, trip.departureTime), 9);
  line(doc, `${words.bus} ${words.busText(trip.busName, trip.busNumber)}`, 9);
  rule(doc);
  for (const p of trip.passengers) pair(doc, texts.seat(p.seat), p.fullName);
  rule(doc);
  pair(doc, texts.places(trip.seats.length), view.totalText, true);
  line(doc, receipt.paidBy === 'cash' ? texts.paidCash : texts.paidMobileMoney, 9);
  line(doc, texts.sold(when(receipt.soldAt), receipt.seller), 8);
  doc.y += 6;
  const top = doc.y;
  qrCode(doc, qr, (RECEIPT_WIDTH - QR) / 2, top, QR);
  doc.y = top + QR + 2;
  line(doc, words.showAtBoarding, 8, { bold: true, align: 'center' });
  line(doc, words.arriveEarlyMail, 7, { align: 'center' });
  line(doc, texts.printed(when(receipt.printedAt)), 6.5, { align: 'center' });
  return doc.y + M;
}

function newDoc(height: number, view: TicketView) {
  const texts = receiptTexts(view.language);
  return new PDFDocument({
    size: [RECEIPT_WIDTH, height],
    // No bottom margin: the page ends where the content does, and PDFKit must not open a second page for it.
    margins: { top: M, left: M, right: M, bottom: 0 },
    info: { Title: texts.documentTitle(view.reference), Author: 'Gbaka', Subject: texts.subject },
  });
}

/**
 * The counter's receipt (DESIGN §10): 80 mm wide for thermal printers, as tall as its content. PDFKit fixes a
 * page's size when it opens it, so the receipt is laid out once on a tall scratch page to measure it, then
 * drawn on a page of that height.
 */
export function renderReceiptPdf(receipt: Receipt, qr: BitMatrix): Promise<Buffer> {
  const scratch = newDoc(3000, receipt.view);
  const height = Math.ceil(draw(scratch, receipt, qr));
  scratch.end();

  const doc = newDoc(height, receipt.view);
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
