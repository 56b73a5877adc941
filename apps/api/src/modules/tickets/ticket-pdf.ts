import PDFDocument from 'pdfkit';
import type { BitMatrix } from 'qrcode';
import { QR_MARGIN } from './ticket-qr';
import { ticketTexts, type TicketTexts } from './ticket-texts';
import { seatPassengerText, seatsText, type TicketLeg, type TicketView } from './ticket-view';

const GREEN = '#08683a';
const INK = '#1c1917';
const MUTED = '#57534e';
const RULE = '#d6d3d1';
const NOTE_BG = '#fff6ec';
const NOTE_INK = '#7c2d12';
const M = 28;
const QR = 132;

type Doc = PDFKit.PDFDocument;

function label(doc: Doc, text: string, x: number, y: number, width?: number) {
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(text.toUpperCase(), x, y, { width, characterSpacing: 0.6 });
}

function value(doc: Doc, text: string, x: number, y: number, width: number, size = 10.5, bold = false) {
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(size)
    .fillColor(INK)
    .text(text, x, y, { width });
  return doc.y;
}

function leg(doc: Doc, words: TicketTexts, title: string, trip: TicketLeg, y: number, width: number) {
  doc
    .moveTo(M, y)
    .lineTo(M + width, y)
    .lineWidth(0.7)
    .strokeColor(RULE)
    .stroke();
  label(doc, title, M, y + 7);
  let bottom = value(doc, `${trip.from} – ${trip.to}`, M, y + 16, width, 12, true);
  bottom = value(
    doc,
    words.times(trip.dateText, trip.departureTime, trip.arrivalTime),
    M,
    bottom + 1,
    width,
    9.5,
  );
  // Each leg its own company and bus: a round trip may go with one company and come back with another.
  const third = width / 3;
  label(doc, words.company, M, bottom + 5);
  label(doc, words.bus, M + third, bottom + 5);
  label(doc, words.seats, M + 2 * third, bottom + 5);
  bottom = Math.max(
    value(doc, trip.company, M, bottom + 14, third - 8, 10, true),
    value(doc, words.busText(trip.busName, trip.busNumber), M + third, bottom + 14, third - 8, 10),
    value(doc, seatsText(trip.seats), M + 2 * third, bottom + 14, third, 10, true),
  );
  label(doc, trip.passengers.length > 1 ? words.passengers : words.passenger, M, bottom + 5);
  return passengerGrid(doc, trip, bottom + 14, width) + 8;
}

/** Seat → passenger, two to a row, so that five on each leg of a round trip still fit the A5 page. */
function passengerGrid(doc: Doc, trip: TicketLeg, y: number, width: number) {
  const half = width / 2;
  let top = y;
  for (let i = 0; i < trip.passengers.length; i += 2) {
    const row = trip.passengers.slice(i, i + 2);
    top = Math.max(
      ...row.map((p, col) => value(doc, seatPassengerText(p), M + col * half, top, half - 8, 9.5) + 1),
    );
  }
  return top;
}

/**
 * Draws the QR code's dark modules as one filled path of rectangles, one per horizontal run, in a square of `size`
 * points whose top left corner is (x, y), quiet zone included. Vectors cost a fraction of a PNG to make, stay
 * sharp at any zoom or print resolution, and a single fill leaves no seam between neighbouring rectangles.
 */
export function qrCode(doc: Doc, modules: BitMatrix, x: number, y: number, size: number) {
  const n = modules.size;
  const unit = size / (n + 2 * QR_MARGIN);
  // Scaled so that one unit is one module: each rectangle is four small whole numbers, short and exact.
  doc
    .save()
    .translate(x + QR_MARGIN * unit, y + QR_MARGIN * unit)
    .scale(unit);
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && modules.get(row, col)) col++;
      doc.rect(start, row, col - start, 1);
    }
  }
  doc.fill('#000000').restore();
}

/**
 * The printable ticket (SPEC §2): A5, the standard Helvetica (its WinAnsi encoding covers French accents), with
 * the QR code at the top right where a controller's scanner finds it first.
 */
export function renderTicketPdf(view: TicketView, qr: BitMatrix): Promise<Buffer> {
  const words = ticketTexts(view.language);
  const doc = new PDFDocument({
    size: 'A5',
    margin: M,
    info: { Title: `Gbaka ${view.reference}`, Author: 'Gbaka', Subject: words.ticket },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const pageWidth = doc.page.width;
  const width = pageWidth - 2 * M;

  // Header band with the status.
  doc.rect(0, 0, pageWidth, 62).fill(GREEN);
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#ffffff').text('Gbaka', M, 14);
  doc.font('Helvetica').fontSize(10).text(words.ticket, M, 39);
  doc.font('Helvetica-Bold').fontSize(10);
  const badge = doc.widthOfString(view.statusLabel) + 18;
  doc.roundedRect(pageWidth - M - badge, 20, badge, 22, 11).fill('#ffffff');
  doc.fillColor(GREEN).text(view.statusLabel, pageWidth - M - badge, 26.5, { width: badge, align: 'center' });

  // Reference and passenger (or contact) on the left; the QR code on the right.
  const top = 80;
  const left = width - QR - 16;
  label(doc, words.bookingReference, M, top);
  let y = value(doc, view.reference, M, top + 10, left, 20, true);
  // The short code beside the QR code: what the conductor types when the QR code cannot be scanned.
  label(doc, words.boardingCode, M, y + 6);
  doc
    .font('Courier-Bold')
    .fontSize(13)
    .fillColor(INK)
    .text(view.codeText, M, y + 16, { width: left });
  y = doc.y;
  // With several seats the person named here is the contact; each seat's passenger is listed with its leg.
  label(doc, view.outbound.seats.length > 1 ? words.contact : words.passenger, M, y + 10);
  y = value(doc, view.passenger.fullName, M, y + 20, left, 11, true);
  y = value(doc, view.passenger.phoneText, M, y + 1, left);
  y = value(doc, view.passenger.email, M, y + 1, left);
  qrCode(doc, qr, pageWidth - M - QR, top - 4, QR);
  doc.font('Helvetica').fontSize(7).fillColor(MUTED);
  doc.text(words.showAtBoarding, pageWidth - M - QR, top + QR - 2, { width: QR, align: 'center' });

  y = Math.max(y, top + QR + 8) + 10;
  y = leg(doc, words, view.inbound ? words.outbound : words.trip, view.outbound, y, width);
  if (view.inbound) y = leg(doc, words, words.return, view.inbound, y, width);

  // Total.
  doc
    .moveTo(M, y)
    .lineTo(M + width, y)
    .lineWidth(0.7)
    .strokeColor(RULE)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(words.totalPaid, M, y + 10);
  doc
    .fontSize(16)
    .fillColor(GREEN)
    .text(view.totalText, M, y + 7, { width, align: 'right' });
  y += 34;

  // Boarding note (SPEC §1: arrive 30 minutes early).
  const note = words.arriveEarly;
  doc.font('Helvetica').fontSize(8.5);
  const noteHeight = doc.heightOfString(note, { width: width - 20 }) + 12;
  doc.roundedRect(M, y, width, noteHeight, 6).fill(NOTE_BG);
  doc.fillColor(NOTE_INK).text(note, M + 10, y + 6, { width: width - 20 });
  y += noteHeight + 8;
  doc.fontSize(7).fillColor(MUTED).text(words.footer(view.bookingId), M, y, { width });

  doc.end();
  return done;
}
