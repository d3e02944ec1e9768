import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidatesContract as c, candidateSeekerContract as seeker } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { fromContract } from '../../http/contract-route.ts';
import { requireApprovedEmployer } from './candidate-access.ts';
import { candidateProfile } from './candidate-profile-service.ts';
import { searchCandidates } from './candidate-search.ts';
import { declineInvitation, inviteCandidate, myInvitations } from './invitations-service.ts';
import { myProfileViews, setVisibility, visibilityOf } from './visibility-service.ts';

/**
 * Seekers who chose to be found: approved employers search them, open their pages and invite them; the seeker
 * makes the choice and reads who viewed them and what they were invited to.
 */
export const candidatesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const employer = ctx.guard.requireRole('employer');
  const seekerOnly = ctx.guard.requireRole('job_seeker');

  app.route({
    ...fromContract(c.search),
    onRequest: employer,
    handler: async (request) => {
      requireApprovedEmployer(currentUser(request));
      return searchCandidates(ctx.db, request.query);
    },
  });
  app.route({
    ...fromContract(c.profile),
    onRequest: employer,
    handler: async (request) => candidateProfile(ctx.db, currentUser(request), request.params.id),
  });
  app.route({
    ...fromContract(c.invite, { status: 201 }),
    onRequest: employer,
    handler: async (request, reply) =>
      reply.status(201).send(await inviteCandidate(ctx, currentUser(request), request.params.id, request.body)),
  });

  app.route({
    ...fromContract(seeker.visibility),
    onRequest: seekerOnly,
    handler: async (request) => visibilityOf(ctx.db, currentUser(request).id),
  });
  app.route({
    ...fromContract(seeker.setVisibility),
    onRequest: seekerOnly,
    handler: async (request) => setVisibility(ctx.db, currentUser(request).id, request.body.visible),
  });
  app.route({
    ...fromContract(seeker.profileViews),
    onRequest: seekerOnly,
    handler: async (request) => myProfileViews(ctx.db, currentUser(request).id, request.query.page),
  });
  app.route({
    ...fromContract(seeker.invitations),
    onRequest: seekerOnly,
    handler: async (request) => myInvitations(ctx.db, currentUser(request).id, request.query.page),
  });
  app.route({
    ...fromContract(seeker.decline),
    onRequest: seekerOnly,
    handler: async (request) => declineInvitation(ctx.db, currentUser(request).id, request.params.id),
  });
};
