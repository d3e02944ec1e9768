import { randomUUID } from 'node:crypto';
import { and, inArray, isNull, like } from 'drizzle-orm';
import { addCalendarDays, type TrainingCategory } from 'shared-api/contract';
import type { Db } from '../db/client.ts';
import { certifications, trainingEnrolments, trainings, users } from '../db/schema.ts';
import { kathmanduToday } from '../modules/jobs/kathmandu-date.ts';
import { SITE_NAME } from '../modules/seo/site-identity.ts';
import { trainingColumns } from '../modules/trainings/training-rows.ts';

type Course = {
  category: TrainingCategory;
  title: [string, string];
  description: [string, string];
  duration: [string, string];
  schedule: [string, string];
  venue: [string, string];
  contact: string;
  seats: number;
  /** Days from the seed day to the first day. */
  startsIn: number;
};

const APPRENTICESHIP: [string, string] = ['3 months + 20 months apprenticeship', '३ महिना + २० महिना प्रशिक्षार्थी काम'];

/**
 * The skill-development page's three sample courses (spec section 2), with the page's own texts in both
 * languages; they start three, seven and eleven weeks after the seed day, so they stay upcoming.
 */
export const DEMO_COURSES: readonly Course[] = [
  {
    category: 'hospitality',
    title: ['Hotel and restaurant assistant', 'होटल तथा रेस्टुराँ सहायक'],
    description: [
      'Kitchen, service and housekeeping basics, then a paid apprenticeship in a hotel or restaurant of Pokhara.',
      'भान्सा, सेवा र हाउसकिपिङका आधारभूत सीप, त्यसपछि पोखराको होटल वा रेस्टुराँमा सशुल्क प्रशिक्षार्थी काम।',
    ],
    duration: APPRENTICESHIP,
    schedule: ['Sunday to Friday, 7 am to 11 am', 'आइतबारदेखि शुक्रबार, बिहान ७ देखि ११ बजेसम्म'],
    venue: ['Lakeside, Pokhara, Kaski', 'लेकसाइड, पोखरा, कास्की'],
    contact: '061-521001',
    seats: 25,
    startsIn: 21,
  },
  {
    category: 'technical',
    title: ['Building electrician', 'भवन बिजुली मिस्त्री'],
    description: [
      'House wiring, safety and fittings, then a paid apprenticeship with a local electrical contractor.',
      'घरको तार जडान, सुरक्षा र फिटिङ, त्यसपछि स्थानीय बिजुली ठेकेदारसँग सशुल्क प्रशिक्षार्थी काम।',
    ],
    duration: APPRENTICESHIP,
    schedule: ['Sunday to Friday, 10 am to 3 pm', 'आइतबारदेखि शुक्रबार, बिहान १० देखि दिउँसो ३ बजेसम्म'],
    venue: ['Damauli, Tanahun', 'दमौली, तनहुँ'],
    contact: '065-560201',
    seats: 20,
    startsIn: 49,
  },
  {
    category: 'technical',
    title: ['Tailoring and garment making', 'सिलाइ तथा पोसाक निर्माण'],
    description: [
      'Measuring, cutting and machine sewing, then a paid apprenticeship in a garment workshop.',
      'नाप लिने, कपडा काट्ने र मेसिनमा सिलाइ गर्ने सीप, त्यसपछि पोसाक कारखानामा सशुल्क प्रशिक्षार्थी काम।',
    ],
    duration: APPRENTICESHIP,
    schedule: ['Sunday to Friday, 1 pm to 5 pm', 'आइतबारदेखि शुक्रबार, दिउँसो १ देखि बेलुका ५ बजेसम्म'],
    venue: ['Kawasoti, Nawalpur', 'कावासोती, नवलपुर'],
    contact: '078-540301',
    seats: 20,
    startsIn: 77,
  },
];

const DEMO_TITLES = DEMO_COURSES.map((course) => course.title[0]);

/** A course as an administrator's form would have it, starting `startsIn` days after `today`. */
const columns = (course: Course, today: string) =>
  trainingColumns({
    title_en: course.title[0],
    title_ne: course.title[1],
    description_en: course.description[0],
    description_ne: course.description[1],
    category: course.category,
    duration_en: course.duration[0],
    duration_ne: course.duration[1],
    schedule_en: course.schedule[0],
    schedule_ne: course.schedule[1],
    venue_en: course.venue[0],
    venue_ne: course.venue[1],
    seats: course.seats,
    startDate: addCalendarDays(today, course.startsIn),
    contact: course.contact,
  });

/**
 * The three courses open for enrolment, and an earlier batch of the first one, completed: the first demo seekers
 * are enrolled in the upcoming one, and the first two completed the earlier one (a verified certification each).
 */
export async function createDemoTrainings(db: Db, demoDomain: string, today = kathmanduToday()): Promise<void> {
  await db.transaction(async (tx) => {
    const upcoming = await tx
      .insert(trainings)
      .values(DEMO_COURSES.map((course) => ({ ...columns(course, today), status: 'open' as const })))
      .returning();
    const first = DEMO_COURSES[0];
    if (!first) return;
    const [earlier] = await tx
      .insert(trainings)
      .values({ ...columns(first, today), startDate: addCalendarDays(today, -200), status: 'completed' })
      .returning();
    const seekers = await tx
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, `seeker%@${demoDomain}`))
      .orderBy(users.email);
    const hotel = upcoming[0];
    if (!hotel || !earlier) return;
    const seated = seekers.slice(0, 3);
    if (seated.length > 0) {
      await tx
        .insert(trainingEnrolments)
        .values(seated.map((seeker) => ({ trainingId: hotel.id, seekerId: seeker.id, status: 'enrolled' as const })));
    }
    const completedAt = new Date(Date.parse(`${addCalendarDays(today, -40)}T10:00:00+05:45`));
    for (const seeker of seekers.slice(0, 2)) {
      await tx.insert(trainingEnrolments).values({
        trainingId: earlier.id,
        seekerId: seeker.id,
        status: 'completed',
        attendedAt: completedAt,
        completedAt,
      });
      await tx.insert(certifications).values({
        id: randomUUID(),
        userId: seeker.id,
        name: earlier.titleEn,
        nameNe: earlier.titleNe,
        issuingOrganization: SITE_NAME.en,
        issueDate: addCalendarDays(today, -40),
        trainingId: earlier.id,
        completedAt,
      });
    }
  });
}

/** Removes the demo trainings (no administrator created them) with their enrolments and certifications. */
export async function removeDemoTrainings(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const demo = await tx
      .select({ id: trainings.id })
      .from(trainings)
      .where(and(isNull(trainings.createdBy), inArray(trainings.titleEn, DEMO_TITLES)));
    const ids = demo.map((row) => row.id);
    if (ids.length === 0) return 0;
    await tx.delete(certifications).where(inArray(certifications.trainingId, ids));
    await tx.delete(trainingEnrolments).where(inArray(trainingEnrolments.trainingId, ids));
    await tx.delete(trainings).where(inArray(trainings.id, ids));
    return ids.length;
  });
}

/** The demo trainings, soonest first. */
export async function demoTrainingIds(db: Db): Promise<{ id: string; title: string; status: string }[]> {
  return db
    .select({ id: trainings.id, title: trainings.titleEn, status: trainings.status })
    .from(trainings)
    .where(and(isNull(trainings.createdBy), inArray(trainings.titleEn, DEMO_TITLES)))
    .orderBy(trainings.startDate);
}
