import { candidateMessages } from 'shared-api/contract';
import { forbidden } from '../../errors.ts';
import type { UserRow } from '../users/wire-user.ts';

/**
 * Candidates are for approved employers only (the route lets employers in; deactivated or deleted accounts have
 * no session): a pending or rejected company gets 403 with the reason.
 */
export function requireApprovedEmployer(actor: UserRow): void {
  if (actor.role !== 'employer' || actor.approvalStatus !== 'approved' || actor.deletedAt) {
    throw forbidden(candidateMessages.employerNotApproved);
  }
}
