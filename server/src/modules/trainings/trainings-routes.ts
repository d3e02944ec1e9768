import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trainingsContract as c, trainingMessages } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { tooManyRequests } from '../../errors.ts';
import { fromContract } from '../../http/contract-route.ts';
import { compileSerializer } from '../../public-cache/compile-serializer.ts';
import { sendCached } from '../../public-cache/http-cache.ts';
import { countHit } from '../../rate-limit/hits.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';
import { enrol, myEnrolments, withdraw } from './enrolment-service.ts';
import { scheduleTrainingReminders } from './training-reminders.ts';
import { publicTraining, publicTrainings } from './trainings-public.ts';

/** Enrolments and withdrawals one account may make per hour, across all trainings (each sends an email). */
export const ENROLMENT_CHANGES_PER_HOUR = 20;

const serializeList = compileSerializer(c.list.response);
const serializeOne = compileSerializer(c.get.response);

/**
 * Trainings: the public list and page (from the public cache, emptied by the NOTIFY triggers on trainings and
 * enrolments; the list's key has the Kathmandu day, so a started training leaves it at midnight) and a job
 * seeker's enrolments. Enrolling is for job seekers (the service says so to any other role). The worker sends
 * the day-before reminders.
 */
export const trainingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = ctx.guard.requireRole();
  const seeker = ctx.guard.requireRole('job_seeker');
  const countChange = async (userId: string) => {
    const hit = await countHit(ctx.db, `training-enrolment:${userId}`, 60 * 60_000);
    if (hit.count > ENROLMENT_CHANGES_PER_HOUR)
      throw tooManyRequests(trainingMessages.tooManyChanges, hit.ttlMs / 1000);
  };

  app.route({
    ...fromContract(c.list),
    handler: async (request, reply) => {
      const today = kathmanduToday();
      const { lang } = request.query;
      const cached = await ctx.publicCache.answer(`trainings:${today}:${lang}`, async () =>
        serializeList(await publicTrainings(ctx.db, lang, today)),
      );
      return sendCached(request, reply, cached);
    },
  });
  app.route({
    ...fromContract(c.get),
    handler: async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const { lang } = request.query;
      const cached = await ctx.publicCache.answer(`training:${lang}:${id}`, async () =>
        serializeOne(await publicTraining(ctx.db, id, lang)),
      );
      return sendCached(request, reply, cached);
    },
  });
  app.route({
    ...fromContract(c.enrol),
    onRequest: signedIn,
    handler: async (request) => {
      await countChange(currentUser(request).id);
      return enrol(ctx, currentUser(request), request.params.id);
    },
  });
  app.route({
    ...fromContract(c.withdraw),
    onRequest: signedIn,
    handler: async (request) => {
      await countChange(currentUser(request).id);
      return withdraw(ctx, currentUser(request), request.params.id);
    },
  });
  app.route({
    ...fromContract(c.mine),
    onRequest: seeker,
    handler: async (request) => myEnrolments(ctx, currentUser(request)),
  });

  scheduleTrainingReminders(ctx);
};
