import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seekerContract } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { fromContract } from '../../http/contract-route.ts';
import { updateEmployerProfile } from '../employer/employer-profile-service.ts';
import { updateSeekerProfile } from '../seeker/seeker-profile-service.ts';
import { toWireUser, type UserRow } from './wire-user.ts';

/**
 * The ONE `PUT /users/profile`: the body's shape depends on the caller's role, so each role's service
 * validates it (no route-level body schema). Admins have no profile to edit here (403 from the guard).
 */
export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...fromContract(seekerContract.updateProfile, { body: false }),
    preHandler: ctx.guard.requireRole('job_seeker', 'employer'),
    handler: async (request) => {
      const user = currentUser(request);
      const updated = await updateProfile(ctx, user, request.body);
      return toWireUser(ctx.db, updated);
    },
  });
};

async function updateProfile(ctx: AppContext, user: UserRow, body: unknown): Promise<UserRow> {
  return user.role === 'employer' ? updateEmployerProfile(ctx, user, body) : updateSeekerProfile(ctx, user, body);
}
