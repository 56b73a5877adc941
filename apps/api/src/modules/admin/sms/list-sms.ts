import type { AdminSms, AdminSmsQuery } from '@gbaka/shared';
import type { Db } from '../../../db/client';
import { smsRepository, type SmsRow } from '../../sms/sms-repository';
import { pagination } from '../../../lib/pagination';

export function presentSms(row: SmsRow): AdminSms {
  return {
    _id: row.id,
    to: row.to,
    text: row.sensitive ? null : row.text,
    kind: row.kind,
    bookingId: row.bookingId,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    lastError: row.lastError,
    provider: row.provider,
    providerMessageId: row.providerMessageId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** GET /admin/sms: the queue, newest first; `?status=failed` is what an administrator checks. */
export async function listSms(db: Db, query: AdminSmsQuery) {
  const { rows, total } = await smsRepository.page(db, query);
  return { data: rows.map(presentSms), pagination: pagination(query.page, query.limit, total) };
}
