import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { employerDocuments, employerProfiles, files, jobs, seekerProfiles } from '../../db/schema.ts';

/**
 * Every file that is the user's: uploaded by them (owner) or referenced by what is theirs — the resume, the
 * logo, company documents and their jobs' attachments (an admin may have uploaded those on their behalf).
 * What the data export includes and what deleting the account erases.
 */
export async function userFileIds(executor: Executor, userId: string): Promise<string[]> {
  const { rows } = await executor.execute<{ id: string }>(sql`
    select ${files.id} as id from ${files} where ${files.ownerId} = ${userId}
    union select ${seekerProfiles.resumeFileId} from ${seekerProfiles} where ${seekerProfiles.userId} = ${userId} and ${seekerProfiles.resumeFileId} is not null
    union select ${employerProfiles.logoFileId} from ${employerProfiles} where ${employerProfiles.userId} = ${userId} and ${employerProfiles.logoFileId} is not null
    union select ${employerDocuments.fileId} from ${employerDocuments} where ${employerDocuments.employerId} = ${userId}
    union select ${jobs.attachmentFileId} from ${jobs} where ${jobs.employerId} = ${userId} and ${jobs.attachmentFileId} is not null`);
  return rows.map((row) => row.id);
}
