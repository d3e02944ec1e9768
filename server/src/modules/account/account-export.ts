import { PassThrough, type Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { AppContext } from '../../app-context.ts';
import { notificationPreferences, notifications } from '../../db/schema.ts';
import { servedFileName } from '../../files/file-name.ts';
import { listAlerts } from '../alerts/alerts-service.ts';
import { myApplications } from '../applications/applications-service.ts';
import { candidateDataOf } from '../candidates/candidate-data.ts';
import { notesWrittenBy } from '../employer-notes/employer-notes-service.ts';
import { interviewsForExport } from '../interviews/interviews-service.ts';
import { listEmployerJobs } from '../jobs/job-write-service.ts';
import { threadsOf } from '../messages/messages-service.ts';
import { answersGivenBy, questionsAskedBy } from '../screening/screening-service.ts';
import { listSavedJobs } from '../seeker/saved-jobs-service.ts';
import { SITE_NAME } from '../seo/site-identity.ts';
import { myEnrolments } from '../trainings/enrolment-service.ts';
import { toWireUser, type UserRow } from '../users/wire-user.ts';
import { userFileIds } from './account-files.ts';

/** What the zip holds, in both languages: the owner may read either, and the file outlives the session. */
const README = `Your data from ${SITE_NAME.en}
${'='.repeat(`Your data from ${SITE_NAME.en}`.length)}

account.json                    your account and profile (for job seekers: experience, education, certificates,
                                preferences; for employers: the company and its documents list)
applications.json               job seekers: every application with its status, note and any rejection reason
screening-answers.json          job seekers: your answers to the screening questions of the jobs you applied to
saved-jobs.json                 job seekers: the jobs you saved
trainings.json                  job seekers: your training enrolments, waiting-list places and completions
jobs.json                       employers: your jobs, open and closed, with their number of applications
screening-questions.json        employers: the screening questions each of your jobs asks
candidates.json                 job seekers: whether employers may find you (and since when), the companies that
                                viewed your profile, your invitations; employers: the candidates you viewed and
                                invited
messages.json                   the conversations of your applications (job seekers) or your jobs' applications
                                (employers), each message with who wrote it and when
interviews.json                 the interviews of your applications (job seekers) or your jobs' applications
                                (employers): time, place, the applicant's answer and the outcome
alerts.json                     your job alerts
notifications.json              the notifications shown to you
notification-preferences.json   your notification choices
files/                          every file you uploaded (resume, logo, company documents, job attachments),
                                named <file id>-<file name>

Dates are ISO 8601 (UTC). Under Nepal's Individual Privacy Act, 2075 you may ask the portal to correct or delete
this data; you can delete your account yourself in Settings.


${SITE_NAME.ne}बाट तपाईंको विवरण
${'='.repeat(`${SITE_NAME.ne}बाट तपाईंको विवरण`.length)}

account.json                    तपाईंको खाता र प्रोफाइल (जागिर खोज्नेका लागि: अनुभव, शिक्षा, प्रमाणपत्र,
                                रोजाइ; रोजगारदाताका लागि: कम्पनी र यसका कागजातको सूची)
applications.json               जागिर खोज्ने: हरेक आवेदन, यसको स्थिति, सन्देश र अस्वीकृतिको कारण (भए)
screening-answers.json          जागिर खोज्ने: आवेदन दिएका जागिरका आवेदनका प्रश्नमा तपाईंका जवाफ
saved-jobs.json                 जागिर खोज्ने: तपाईंले सेभ गरेका जागिर
trainings.json                  जागिर खोज्ने: तालिममा तपाईंको भर्ना, प्रतीक्षा सूचीको स्थान र पूरा गरेका तालिम
jobs.json                       रोजगारदाता: तपाईंका खुला र बन्द जागिर, हरेकका आवेदन सङ्ख्यासहित
screening-questions.json        रोजगारदाता: तपाईंका हरेक जागिरले सोध्ने आवेदनका प्रश्न
candidates.json                 जागिर खोज्ने: रोजगारदाताले तपाईंलाई खोज्न पाउने कि नपाउने (कहिलेदेखि), तपाईंको
                                प्रोफाइल हेर्ने कम्पनी, तपाईंका निमन्त्रणा; रोजगारदाता: तपाईंले हेरेका र निमन्त्रणा
                                पठाएका सम्भावित कर्मचारी
messages.json                   तपाईंका आवेदनका (जागिर खोज्ने) वा तपाईंका जागिरका आवेदनका (रोजगारदाता) कुराकानी,
                                हरेक सन्देश कसले र कहिले लेख्यो सहित
interviews.json                 तपाईंका आवेदनका (जागिर खोज्ने) वा तपाईंका जागिरका आवेदनका (रोजगारदाता) अन्तर्वार्ता:
                                समय, स्थान, आवेदकको जवाफ र नतिजा
alerts.json                     तपाईंका जागिर अलर्टहरू
notifications.json              तपाईंलाई देखाइएका सूचनाहरू
notification-preferences.json   सूचनासम्बन्धी तपाईंका रोजाइ
files/                          तपाईंले अपलोड गरेका सबै फाइल (बायोडाटा, लोगो, कम्पनीका कागजात, जागिरका
                                संलग्न फाइल), <फाइल id>-<फाइलको नाम> नाममा

मितिहरू ISO 8601 (UTC) मा छन्। वैयक्तिक गोपनीयतासम्बन्धी ऐन, २०७५ अनुसार तपाईं पोर्टललाई यो विवरण सच्याउन वा
मेटाउन अनुरोध गर्न सक्नुहुन्छ; सेटिङमा गएर आफ्नो खाता आफैँ मेटाउन पनि सक्नुहुन्छ।
`;

/**
 * The user's data as a zip, streamed: the JSON parts (small) first, then each file, read from the file store one at a
 * time and written out before the next is read (waiting for the socket to drain), so memory holds about one file
 * whatever the user owns. Files are stored as they are (already compressed formats), JSON deflated.
 */
export function exportUserData(ctx: AppContext, user: UserRow): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const drained = () =>
    out.writableNeedDrain ? new Promise<void>((resolve) => out.once('drain', () => resolve())) : Promise.resolve();
  const addText = (name: string, text: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(strToU8(text), true);
  };
  const addJson = (name: string, data: unknown) => addText(name, `${JSON.stringify(data, null, 2)}\n`);
  const produce = async () => {
    const db = ctx.db;
    addText('README.txt', README);
    addJson('account.json', { ...(await toWireUser(db, user)), language: user.language });
    if (user.role === 'job_seeker') {
      addJson('applications.json', await myApplications(db, user.id));
      addJson('screening-answers.json', await answersGivenBy(db, user.id));
      addJson('saved-jobs.json', await listSavedJobs(db, user.id));
      addJson('trainings.json', await myEnrolments(ctx, user));
    }
    if (user.role === 'employer') {
      addJson('jobs.json', await listEmployerJobs(ctx, user.id));
      addJson('applicant-notes.json', await notesWrittenBy(db, user.id));
      addJson('screening-questions.json', await questionsAskedBy(db, user.id));
    }
    if (user.role !== 'admin') addJson('candidates.json', await candidateDataOf(db, user.id, user.role));
    addJson('messages.json', await threadsOf(db, user));
    addJson('interviews.json', await interviewsForExport(db, user));
    addJson('alerts.json', await listAlerts(ctx, user.id));
    addJson(
      'notifications.json',
      await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user.id))
        .orderBy(asc(notifications.createdAt)),
    );
    addJson(
      'notification-preferences.json',
      await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, user.id)),
    );
    await drained();
    for (const id of await userFileIds(db, user.id)) {
      const file = await ctx.files.load(db, id);
      if (!file) continue;
      const entry = new ZipPassThrough(`files/${file.id}-${servedFileName(file.fileName, file.mimeType)}`);
      zip.add(entry);
      entry.push(new Uint8Array(file.data.buffer, file.data.byteOffset, file.data.byteLength), true);
      await drained();
    }
    zip.end();
  };
  produce().catch((error) => {
    ctx.log.error({ err: error, userId: user.id }, 'data export failed');
    out.destroy(error as Error);
  });
  return out;
}
