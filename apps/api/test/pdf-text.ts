import { inflateSync } from 'node:zlib';

// WinAnsi is Latin-1 except for a few characters in 0x80–0x9F (Node's decoders read those as Latin-1).
const WIN_ANSI_EXTRA: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x92: '’',
  0x96: '–',
  0x97: '—',
  0x9c: 'œ',
};
const winAnsi = {
  decode: (bytes: Buffer) => [...bytes].map((b) => WIN_ANSI_EXTRA[b] ?? String.fromCharCode(b)).join(''),
};

/** The text a PDF shows: pdfkit writes it as hex WinAnsi strings in TJ arrays, inside deflated streams. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // PDFKit writes "stream\n", the compressed bytes, then "\nendstream": no optional "\r", which would take the last
  // byte of a stream that happens to end with 0x0D and leave it unreadable.
  for (const match of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      lines.push(
        [...tj[1]!.matchAll(/<([0-9a-f]*)>/g)].map((h) => winAnsi.decode(Buffer.from(h[1]!, 'hex'))).join(''),
      );
    }
  }
  return lines.join('\n');
}
