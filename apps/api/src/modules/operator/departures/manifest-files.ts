import PDFDocument from 'pdfkit';
import {
  formatFcfa,
  translate,
  type Language,
  type Manifest,
  type ManifestSeat,
  type ApiMessageKey,
} from '@gbaka/shared';

const CHANNEL_KEYS: Record<NonNullable<ManifestSeat['channel']>, ApiMessageKey> = {
  online: 'channelOnline',
  counter: 'channelCounter',
  ussd: 'channelUssd',
};

/** One seat as the printed and exported manifest write it, in the caller's language. */
function cells(lang: Language, s: ManifestSeat): string[] {
  const t = (key: ApiMessageKey) => translate(lang, key);
  if (s.state === 'free') return [String(s.seat), t('manifestFree'), '', '', '', '', ''];
  const payment = s.state === 'held' ? t('manifestHeld') : (s.payment?.method ?? '');
  const contact = [s.contact?.email, s.contact?.phone].filter(Boolean).join(' / ');
  return [
    String(s.seat),
    s.passenger ?? '',
    contact,
    s.channel ? t(CHANNEL_KEYS[s.channel]) : '',
    payment,
    s.reference ?? '',
    s.boarded ? t('yes') : t('no'),
  ];
}

const headers = (lang: Language) =>
  (
    [
      'manifestSeat',
      'manifestPassenger',
      'manifestContact',
      'manifestChannel',
      'manifestPayment',
      'manifestBooking',
      'manifestBoarded',
    ] as const
  ).map((key) => translate(lang, key));

/**
 * A CSV field: quoted when needed, and a text a spreadsheet would run as a formula (a name typed as
 * "=HYPERLINK(…)") is prefixed with a quote so that it stays text.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvOf = (rows: string[][]) => `${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;

export function manifestCsv(lang: Language, manifest: Manifest): string {
  return csvOf([headers(lang), ...manifest.seats.map((s) => cells(lang, s))]);
}

/** The PDF's standard fonts have no narrow no-break space (the F CFA amounts' thousands separator). */
export const pdfText = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** The printable manifest: A4, one line per seat, the departure and its counts on top. */
export function manifestPdf(lang: Language, manifest: Manifest, now = new Date()): Promise<Buffer> {
  const { departure: d } = manifest;
  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: translate(lang, 'manifestTitle') } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.font('Helvetica-Bold').fontSize(16).fillColor('#08683a').text(translate(lang, 'manifestTitle'));
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#1c1917')
    .text(`${d.from.name} – ${d.to.name}, ${d.departureDate} ${d.departureTime} – ${d.arrivalTime}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${d.bus.name} (${d.bus.busNumber}) · ${pdfText(formatFcfa(d.revenue))}`)
    .text(translate(lang, 'manifestSummary', { sold: d.sold, held: d.held, free: d.free }))
    .text(translate(lang, 'manifestPrinted', { date: now.toISOString().slice(0, 16).replace('T', ' ') }));
  doc.moveDown();

  const widths = [34, 120, 130, 55, 70, 60, 54];
  const row = (values: string[], bold = false) => {
    const y = doc.y;
    let x = doc.page.margins.left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    const heights = values.map((v, i) => doc.heightOfString(v, { width: widths[i]! - 4 }));
    const height = Math.max(...heights) + 4;
    if (y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    values.forEach((v, i) => {
      doc.text(v, x, top + 2, { width: widths[i]! - 4 });
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
  row(headers(lang), true);
  for (const seat of manifest.seats) row(cells(lang, seat));
  doc.end();
  return done;
}
