import PDFDocument from 'pdfkit';
import { formatFcfa, translate, type Language, type ApiMessageKey, type Statement } from '@gbaka/shared';
import { pdfText } from '../departures/manifest-files';
import { CHANNEL_KEYS, commissionRateText } from './build-statement';

/**
 * The printable statement (A4): the company and the month, the totals by channel, the refunds, the commission and
 * the net due, then a line per departure. The same figures as the JSON and the CSV.
 */
export function statementPdf(lang: Language, s: Statement, now = new Date()): Promise<Buffer> {
  const t = (key: ApiMessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  const money = (amount: number) => pdfText(formatFcfa(amount, lang));
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${t('statementTitle')} ${s.month}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.font('Helvetica-Bold').fontSize(16).fillColor('#08683a').text(t('statementTitle'));
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#1c1917').text(`${s.company.name} · ${s.month}`);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(t('manifestPrinted', { date: now.toISOString().slice(0, 16).replace('T', ' ') }));
  doc.moveDown();

  const table =
    (widths: number[]) =>
    (values: string[], bold = false) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      const height = Math.max(...values.map((v, i) => doc.heightOfString(v, { width: widths[i]! - 6 }))) + 5;
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const top = doc.y;
      let x = doc.page.margins.left;
      values.forEach((v, i) => {
        // Amounts line up on the right, as on a bank statement.
        doc.text(v, x, top + 2, { width: widths[i]! - 6, align: i === 0 ? 'left' : 'right' });
        x += widths[i]!;
      });
      doc
        .moveTo(doc.page.margins.left, top + height)
        .lineTo(doc.page.width - doc.page.margins.right, top + height)
        .lineWidth(0.4)
        .strokeColor('#d6d3d1')
        .stroke();
      doc.x = doc.page.margins.left;
      doc.y = top + height;
    };

  const totals = table([215, 70, 115, 115]);
  totals([t('manifestChannel'), t('manifestBooking'), t('statementGross'), t('statementRefunds')], true);
  for (const c of s.channels)
    totals([t(CHANNEL_KEYS[c.channel]), String(c.bookings), money(c.gross), money(c.refunds)]);
  totals([t('statementTotal'), '', money(s.gross), money(s.refunds)], true);
  doc.moveDown();
  const summary = table([400, 115]);
  summary([t('statementCommission', { rate: commissionRateText(s.commissionRate) }), money(s.commission)]);
  summary([t('statementNetDue'), money(s.netDue)], true);
  doc.moveDown();

  const departures = table([215, 70, 115, 115]);
  departures(
    [t('statementDeparture'), t('manifestBooking'), t('statementGross'), t('statementRefunds')],
    true,
  );
  for (const d of s.departures) {
    departures([
      `${d.departureDate} ${d.departureTime} ${d.from} – ${d.to}`,
      String(d.bookings),
      money(d.gross),
      money(d.refunds),
    ]);
  }
  doc.end();
  return done;
}
