import type { InvitationStatus, StaffInvitation } from '@gbaka/shared';
import type { InvitationRow } from './repository';

export function invitationStatus(row: InvitationRow, now = new Date()): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt > now ? 'pending' : 'expired';
}

export function presentInvitation(row: InvitationRow, now = new Date()): StaffInvitation {
  return {
    _id: row.id,
    role: row.role,
    email: row.email,
    phone: row.phone,
    status: invitationStatus(row, now),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
