import { and, eq, gte, inArray } from 'drizzle-orm';
import { type PublicTraining, trainingMessages } from 'shared-api/contract';
import type { Db } from '../../db/client.ts';
import { trainings } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { type Language, toPublicTraining, trainingsWithCounts } from './training-rows.ts';

/** The public list's length: far more than a season of courses. */
export const PUBLIC_TRAININGS_MAX = 100;

/**
 * The public list (GET /trainings and the /skill-development page): open trainings that start today or later
 * (Kathmandu), soonest first, in one language.
 */
export async function publicTrainings(db: Db, language: Language, today: string): Promise<PublicTraining[]> {
  const rows = await trainingsWithCounts(
    db,
    and(eq(trainings.status, 'open'), gte(trainings.startDate, today)),
    undefined,
    PUBLIC_TRAININGS_MAX,
  );
  return rows.map((row) => toPublicTraining(row, language));
}

/** One training as the public sees it: open or closed (a draft, cancelled or completed one is not public). */
export async function publicTraining(db: Db, id: string, language: Language): Promise<PublicTraining> {
  if (!isUuid(id)) throw notFound(trainingMessages.notFound);
  const [row] = await trainingsWithCounts(db, and(eq(trainings.id, id), inArray(trainings.status, ['open', 'closed'])));
  if (!row) throw notFound(trainingMessages.notFound);
  return toPublicTraining(row, language);
}
