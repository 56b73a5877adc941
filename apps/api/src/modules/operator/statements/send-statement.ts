import type { FastifyReply } from 'fastify';
import type { Language, Statement } from '@gbaka/shared';
import { statementCsv } from './build-statement';
import { statementPdf } from './statement-pdf';

/** A statement as a download (the company's route and the administrator's send the same files). */
export async function sendStatementFile(
  reply: FastifyReply,
  lang: Language,
  statement: Statement,
  format: 'csv' | 'pdf',
) {
  const name = `statement-${statement.month}`;
  if (format === 'csv') {
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.csv"`)
      .send(statementCsv(lang, statement));
  }
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}.pdf"`)
    .send(await statementPdf(lang, statement));
}
