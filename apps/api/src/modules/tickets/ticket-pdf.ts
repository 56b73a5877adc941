import PDFDocument from 'pdfkit';
import type { BitMatrix } from 'qrcode';
import { QR_MARGIN } from './ticket-qr';
import { seatsText, type TicketLeg, type TicketView } from './ticket-view';

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

function leg(doc: Doc, title: string, trip: TicketLeg, y: number, width: number) {
  doc
    .moveTo(M, y)
    .lineTo(M + width, y)
    .lineWidth(0.7)
    .strokeColor(RULE)
    .stroke();
  label(doc, title, M, y + 8);
  let bottom = value(doc, `${trip.from} – ${trip.to}`, M, y + 19, width, 13, true);
  bottom = value(
    doc,
    `${trip.dateText}, départ ${trip.departureTime} – arrivée ${trip.arrivalTime}`,
    M,
    bottom + 2,
    width,
  );
  const half = width / 2;
  label(doc, 'Sièges', M, bottom + 8);
  label(doc, 'Bus', M + half, bottom + 8);
  const seats = value(doc, seatsText(trip.seats), M, bottom + 18, half - 8, 10.5, true);
  const bus = value(doc, `${trip.busName} (n° ${trip.busNumber})`, M + half, bottom + 18, half);
  return Math.max(seats, bus) + 12;
}

/**
 * Draws the QR code's dark modules as one filled path of rectangles, one per horizontal run, in a square of `size`
 * points whose top left corner is (x, y), quiet zone included. Vectors cost a fraction of a PNG to make, stay
 * sharp at any zoom or print resolution, and a single fill leaves no seam between neighbouring rectangles.
 */
function qrCode(doc: Doc, modules: BitMatrix, x: number, y: number, size: number) {
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
  const doc = new PDFDocument({
    size: 'A5',
    margin: M,
    info: { Title: `Billet Gbaka ${view.reference}`, Author: 'Gbaka', Subject: 'Billet de voyage' },
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
  doc.font('Helvetica').fontSize(10).text('Billet de voyage', M, 39);
  doc.font('Helvetica-Bold').fontSize(10);
  const badge = doc.widthOfString(view.statusLabel) + 18;
  doc.roundedRect(pageWidth - M - badge, 20, badge, 22, 11).fill('#ffffff');
  doc.fillColor(GREEN).text(view.statusLabel, pageWidth - M - badge, 26.5, { width: badge, align: 'center' });

  // Reference, company and passenger on the left; the QR code on the right.
  const top = 80;
  const left = width - QR - 16;
  label(doc, 'Référence de réservation', M, top);
  value(doc, view.reference, M, top + 10, left, 20, true);
  label(doc, 'Compagnie', M, top + 40);
  let y = value(doc, view.outbound.company, M, top + 50, left, 11, true);
  label(doc, 'Passager', M, y + 8);
  y = value(doc, view.passenger.fullName, M, y + 18, left, 11, true);
  y = value(doc, view.passenger.phoneText, M, y + 1, left);
  y = value(doc, view.passenger.email, M, y + 1, left);
  qrCode(doc, qr, pageWidth - M - QR, top - 4, QR);
  doc.font('Helvetica').fontSize(7).fillColor(MUTED);
  doc.text("À présenter à l'embarquement", pageWidth - M - QR, top + QR - 2, { width: QR, align: 'center' });

  y = Math.max(y, top + QR + 8) + 10;
  y = leg(doc, view.inbound ? 'Aller' : 'Trajet', view.outbound, y, width);
  if (view.inbound) y = leg(doc, 'Retour', view.inbound, y, width);

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
    .text('Total payé', M, y + 12);
  doc
    .fontSize(16)
    .fillColor(GREEN)
    .text(view.totalText, M, y + 9, { width, align: 'right' });
  y += 40;

  // Boarding note (SPEC §1: arrive 30 minutes early).
  const note =
    "Présentez-vous à la gare 30 minutes avant le départ avec ce billet (imprimé ou sur votre téléphone) et une pièce d'identité.";
  doc.font('Helvetica').fontSize(9);
  const noteHeight = doc.heightOfString(note, { width: width - 20 }) + 16;
  doc.roundedRect(M, y, width, noteHeight, 6).fill(NOTE_BG);
  doc.fillColor(NOTE_INK).text(note, M + 10, y + 8, { width: width - 20 });
  y += noteHeight + 10;
  doc
    .fontSize(7)
    .fillColor(MUTED)
    .text(`Gbaka, intermédiaire de réservation. Réservation ${view.bookingId}.`, M, y, { width });

  doc.end();
  return done;
}
