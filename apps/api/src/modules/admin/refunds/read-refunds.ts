import type { Db } from '../../../db/client';
import { presentRefund } from './present-refund';
import { adminRefundRepository } from './repository';

/** GET /admin/refunds: the refunds still to make. */
export const listPendingRefunds = async (db: Db) =>
  (await adminRefundRepository.pending(db)).map(presentRefund);
