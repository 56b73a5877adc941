import type { UssdPhone, UssdScreen } from '@gbaka/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { paymentRepository } from '../../payments/payment-repository';
import { smsRepository } from '../../sms/sms-repository';
import type { MenuDeps } from '../../ussd/menu';
import { answerOrApologise } from '../../ussd/routes';
import { presentSms } from '../sms/list-sms';

/**
 * Simulated sessions live beside the gateway's under a gateway name of their own, so that a simulated session id
 * can never continue (or spoil) a real caller's session.
 */
export const SIMULATOR_GATEWAY = 'simulator';

/** How many of a phone's messages the simulator shows: a phone's inbox, not the queue. */
const INBOX_SIZE = 20;

/**
 * One gateway request through the same session engine as POST /ussd/africastalking, with the same polite END on
 * a failure (answerOrApologise); the answer is split into the screen and whether the session is over.
 */
export async function simulateUssd(
  deps: MenuDeps,
  log: FastifyBaseLogger,
  request: { sessionId: string; phoneNumber: string; text: string },
): Promise<UssdScreen> {
  const answer = await answerOrApologise(deps, log, { gateway: SIMULATOR_GATEWAY, ...request });
  return { screen: answer.slice(4), ended: answer.startsWith('END ') };
}

/** What a phone received (newest first) and, with the sandbox provider, the push it has to answer. */
export async function phoneInbox(
  db: Db,
  options: { phone: string; provider: string; publicUrl: string },
): Promise<UssdPhone> {
  const [rows, pending] = await Promise.all([
    smsRepository.listTo(db, options.phone, INBOX_SIZE),
    options.provider === 'sandbox'
      ? paymentRepository.findPendingForPhone(db, options.phone, 'sandbox')
      : Promise.resolve(null),
  ]);
  return {
    sms: rows.map(presentSms),
    pendingPayment: pending && {
      reference: pending.reference,
      amount: pending.amount,
      // The same page the sandbox provider answers a push with (payments/providers/sandbox.ts).
      url: `${options.publicUrl}/api/payment/sandbox/${pending.token}`,
    },
  };
}
