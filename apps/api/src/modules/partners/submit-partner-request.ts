import type { FastifyBaseLogger } from 'fastify';
import type { PartnerRequest } from '@gbaka/shared';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import type { Mailer } from '../../lib/mailer';
import { partnerRequestMail } from './partner-request-mail';
import { partnerRepository, type PartnerRequestRow } from './repository';

interface Deps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * Stores a partnership request as pending, then tells every administrator by e-mail. The mails go after the
 * commit: the request is what matters, so a mail that fails is logged and does not fail the request.
 */
export async function submitPartnerRequest(deps: Deps, input: PartnerRequest): Promise<PartnerRequestRow> {
  const { request, admins } = await deps.db.transaction(async (tx) => {
    const request = await partnerRepository.insert(tx, {
      id: newId(),
      companyName: input.companyName,
      email: input.email,
      phone: input.phone,
      message: input.message ?? null,
      status: 'pending',
    });
    return { request, admins: await partnerRepository.adminEmails(tx) };
  });
  const mail = partnerRequestMail(request, deps.publicUrl);
  const results = await Promise.allSettled(admins.map((to) => deps.mailer.sendMail({ to, ...mail })));
  const failed = results.filter((r) => r.status === 'rejected');
  if (failed.length > 0)
    deps.log.error(
      {
        err: (failed[0] as PromiseRejectedResult).reason,
        partnerRequestId: request.id,
        failed: failed.length,
      },
      'partner request notification failed',
    );
  return request;
}
