import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { applications, employerProfiles, jobs, seekerProfiles } from '../../db/schema.ts';
import { cancelQueuedMail } from '../../mail/outbox.ts';
import { type NotifyConfig, notify } from './notify.ts';

/** The key of an application's status email: the latest status replaces an earlier one still unsent. */
const statusMailKey = (applicationId: string) => `application_status:${applicationId}`;

/** The application's status changed in a way that is not news (un-shortlisted, withdrawn): its unsent email goes. */
export const cancelStatusMail = (tx: Executor, applicationId: string) =>
  cancelQueuedMail(tx, statusMailKey(applicationId));

async function applicationFacts(tx: Executor, applicationId: string) {
  const [row] = await tx
    .select({
      jobId: jobs.id,
      jobTitle: jobs.title,
      employerId: jobs.employerId,
      seekerId: applications.seekerId,
      seekerName: seekerProfiles.fullName,
      companyName: employerProfiles.companyName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(seekerProfiles, eq(seekerProfiles.userId, applications.seekerId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .where(eq(applications.id, applicationId));
  return row;
}

/** To the job's employer, in the application's transaction: someone applied. */
export async function notifyNewApplication(tx: Executor, config: NotifyConfig, applicationId: string) {
  const facts = await applicationFacts(tx, applicationId);
  if (!facts) return;
  await notify(tx, config, {
    userId: facts.employerId,
    kind: 'application_received',
    params: { jobTitle: facts.jobTitle, seekerName: facts.seekerName ?? '', jobId: facts.jobId },
    link: `/employer/jobs/${facts.jobId}/applicants/${facts.seekerId}`,
  });
}

/**
 * To the seeker, in the status change's transaction: viewed, shortlisted, or rejected with the reason. The bell
 * has it at once; the email waits `statusMailDelayMs` and a later status of the same application replaces it,
 * so a shortlisting undone by a rejection a few seconds later sends the seeker one email, not two.
 */
export async function notifyApplicationStatus(
  tx: Executor,
  config: NotifyConfig,
  applicationId: string,
  status: 'viewed' | 'shortlisted' | 'rejected',
  reason: string | null,
) {
  const facts = await applicationFacts(tx, applicationId);
  if (!facts) return;
  await notify(tx, config, {
    userId: facts.seekerId,
    kind: 'application_status',
    params: {
      jobTitle: facts.jobTitle,
      companyName: facts.companyName ?? '',
      status,
      reason: status === 'rejected' ? reason : null,
      jobId: facts.jobId,
    },
    link: '/job_seeker/applications',
    mail: { replaceKey: statusMailKey(applicationId), delayMs: config.statusMailDelayMs ?? 0 },
  });
}
