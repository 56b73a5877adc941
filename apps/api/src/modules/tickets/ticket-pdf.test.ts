import { inflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import type { TicketQrPayload } from '@gbaka/shared';
import { renderTicketPdf } from './ticket-pdf';
import { hmacTicketQrText, ticketQrModules } from './ticket-qr';
import { signTicket, verifyTicket } from './ticket-signature';
import type { TicketLeg, TicketView } from './ticket-view';

// The quiet zone the PNG had, in modules: the drawn code keeps it, as it keeps the PNG's size and place.
const QUIET_ZONE = 2;
const secret = 'ticket-secret-ticket-secret-ticket-secret';
const payload: TicketQrPayload = {
  bookingId: '0190a0b0-0000-7000-8000-00000000abcd',
  passenger: 'Aïcha Kouamé-Brou',
  from: 'Abidjan',
  to: 'Yamoussoukro',
  date: '2026-12-14',
  time: '07:30',
  seats: [12, 13],
  company: 'UTB',
  phone: '+2250701020304',
  totalPrice: 21_300,
};
const leg: TicketLeg = {
  tripId: '0190a0b0-0000-7000-8000-00000000aaaa',
  from: 'Abidjan',
  to: 'Yamoussoukro',
  departureDate: '2026-12-14',
  departureTime: '07:30',
  arrivalTime: '11:30',
  company: 'UTB',
  busName: 'Express',
  busNumber: '12',
  seats: [12, 13],
  passengers: [
    { seat: 12, fullName: 'Aïcha Kouamé-Brou' },
    { seat: 13, fullName: 'Yao Kouamé' },
  ],
  dateText: 'lundi 14 décembre 2026',
};
const view: TicketView = {
  language: 'fr',
  bookingId: payload.bookingId,
  reference: 'GBK-7Q4M2X',
  issuedAt: new Date('2026-12-01T10:00:00Z'),
  boardingCode: 'K7MP4XQ2',
  codeText: 'K7MP-4XQ2',
  userId: null,
  status: 'confirmed',
  statusLabel: 'CONFIRMÉ',
  tripType: 'oneWay',
  passenger: {
    fullName: payload.passenger,
    phone: payload.phone,
    phoneText: '+225 07 01 02 03 04',
    email: 'aicha@example.ci',
  },
  outbound: leg,
  inbound: null,
  totalPrice: payload.totalPrice,
  totalText: '21 300 F CFA',
  qrPayload: payload,
};

/**
 * The page's content stream: pdfkit deflates it, and it is the one that draws rectangles. The stream's bytes lie
 * between "stream\n" and "\nendstream" (see test/pdf-text.ts).
 */
function pageContent(pdf: Buffer): string {
  for (const match of pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    const content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    if (content.includes(' re\n')) return content;
  }
  throw new Error('no page content');
}

/** Where the QR code was drawn, and its modules rasterised back from the rectangles, one cell per module. */
function drawnQr(pdf: Buffer, size: number) {
  const block =
    /q\n1 0 0 1 (\S+) (\S+) cm\n(\S+) 0 0 \3 0 0 cm\n((?:\d+ \d+ \d+ 1 re\n)+)\/DeviceRGB cs\n0 0 0 scn\nf\nQ/.exec(
      pageContent(pdf),
    );
  if (!block) throw new Error('no QR code drawn');
  const [x, y, unit] = [block[1], block[2], block[3]].map(Number) as [number, number, number];
  const cells = new Uint8Array(size * size);
  for (const rect of block[4]!.matchAll(/(\d+) (\d+) (\d+) 1 re/g)) {
    const [col, row, run] = [rect[1], rect[2], rect[3]].map(Number) as [number, number, number];
    // Runs never overlap: a cell drawn twice would show as 2 and fail the comparison.
    for (let c = col; c < col + run; c++) cells[row * size + c]! += 1;
  }
  return { x, y, unit, cells };
}

describe('ticket PDF', () => {
  it('draws the signed payload as a QR code of rectangles, where the PNG was and as large', async () => {
    const text = JSON.stringify(signTicket(payload, secret));
    expect(verifyTicket(text, secret)).toEqual(payload);
    const expected = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;

    const pdf = await renderTicketPdf(view, ticketQrModules(text));
    const qr = drawnQr(pdf, expected.size);
    expect(qr.cells).toEqual(expected.data);
    // The square with its quiet zone: 132 points at the top right of an A5 page, 28 from its edge.
    const square = (expected.size + 2 * QUIET_ZONE) * qr.unit;
    expect(square).toBeCloseTo(132, 4);
    expect(qr.x - QUIET_ZONE * qr.unit).toBeCloseTo(419.53 - 28 - 132, 2);
    expect(qr.y - QUIET_ZONE * qr.unit).toBeCloseTo(76, 4);
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
  });
});

describe('ticket PDF with a name per seat', () => {
  it('keeps five passengers with long names on each leg of a round trip on one page', async () => {
    const seats = [41, 42, 43, 44, 45];
    const passengers = seats.map((seat) => ({ seat, fullName: `Marie-Christine Kouamé-Brou ${seat}` }));
    const full: TicketView = {
      ...view,
      tripType: 'roundTrip',
      outbound: { ...leg, seats, passengers },
      inbound: { ...leg, from: 'Yamoussoukro', to: 'Abidjan', seats, passengers },
    };
    const pdf = await renderTicketPdf(full, ticketQrModules(hmacTicketQrText(full, secret)));
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });
});
