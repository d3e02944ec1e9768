import {
  authMessages,
  type CreateEmployerBody,
  type createEmployerBodySchema,
  employerMessages,
} from 'shared-api/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { writeAudit } from '../../audit/audit.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { onConstraint } from '../../db/pg-errors.ts';
import { employerProfiles, users } from '../../db/schema.ts';
import { badRequest, conflict } from '../../errors.ts';
import { auditUser, wireUserById } from './admin-users-service.ts';

export type { CreateEmployerBody };

/** An employer created by an admin: verified and approved at once (spec section 1), no mail sent. */
export async function createEmployer(
  ctx: AppContext,
  actorId: string,
  input: z.output<typeof createEmployerBodySchema>,
) {
  const passwordHash = await hashPassword(input.password);
  return onConstraint(
    () =>
      ctx.db.transaction(async (tx) => {
        const now = new Date();
        const [user] = await tx
          .insert(users)
          .values({
            email: input.email,
            passwordHash,
            role: 'employer',
            emailVerifiedAt: now,
            approvalStatus: 'approved',
          })
          .returning();
        if (!user) throw new Error('user insert returned nothing');
        const p = input.profile;
        await tx.insert(employerProfiles).values({
          userId: user.id,
          companyName: p.companyName,
          companyDescription: p.description,
          website: p.website,
          address: p.address,
          industryId: p.industryId,
          customIndustry: p.industryId ? p.customIndustry : null,
        });
        await writeAudit(tx, {
          actorId,
          action: 'create',
          entity: 'employer',
          entityId: user.id,
          after: { ...auditUser(user), companyName: p.companyName },
        });
        return wireUserById(tx, user.id);
      }),
    {
      uniqueViolation: () => conflict(authMessages.emailTaken),
      // The chosen industry was deleted meanwhile.
      foreignKeyViolation: () => badRequest(employerMessages.unknownLookup),
    },
  );
}
