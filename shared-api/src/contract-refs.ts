import { contractRefs } from './client/route-ref.ts';
import type * as Contract from './contract/index.ts';
import type { LookupList } from './contract/lookup-lists.ts';

// The contract objects as the browser entry exports them: references to their routes (client/route-ref.ts), so
// the first load of a page carries no zod and no schema. Same names and keys as the contract's objects (a unit
// test holds them to apiContracts()); `call(jobsContract.list, …)` reads the same in the browser and on the server.

export const accountContract = contractRefs<typeof Contract.accountContract>('accountContract');
export const adminContract = contractRefs<typeof Contract.adminContract>('adminContract');
export const adminMessageReportsContract =
  contractRefs<typeof Contract.adminMessageReportsContract>('adminMessageReportsContract');
export const adminTrainingsContract = contractRefs<typeof Contract.adminTrainingsContract>('adminTrainingsContract');
export const alertsContract = contractRefs<typeof Contract.alertsContract>('alertsContract');
export const applicantsContract = contractRefs<typeof Contract.applicantsContract>('applicantsContract');
export const applicationsContract = contractRefs<typeof Contract.applicationsContract>('applicationsContract');
export const authContract = contractRefs<typeof Contract.authContract>('authContract');
export const candidateSeekerContract = contractRefs<typeof Contract.candidateSeekerContract>('candidateSeekerContract');
export const candidatesContract = contractRefs<typeof Contract.candidatesContract>('candidatesContract');
export const displayPreferencesContract =
  contractRefs<typeof Contract.displayPreferencesContract>('displayPreferencesContract');
export const employerContract = contractRefs<typeof Contract.employerContract>('employerContract');
export const employerNotesContract = contractRefs<typeof Contract.employerNotesContract>('employerNotesContract');
export const employerPageContract = contractRefs<typeof Contract.employerPageContract>('employerPageContract');
export const filesContract = contractRefs<typeof Contract.filesContract>('filesContract');
export const healthContract = contractRefs<typeof Contract.healthContract>('healthContract');
export const homeContract = contractRefs<typeof Contract.homeContract>('homeContract');
export const insightsContract = contractRefs<typeof Contract.insightsContract>('insightsContract');
export const interviewsContract = contractRefs<typeof Contract.interviewsContract>('interviewsContract');
export const jobsContract = contractRefs<typeof Contract.jobsContract>('jobsContract');
export const localizedLookupsContract =
  contractRefs<typeof Contract.localizedLookupsContract>('localizedLookupsContract');
export const messagesContract = contractRefs<typeof Contract.messagesContract>('messagesContract');
export const notificationsContract = contractRefs<typeof Contract.notificationsContract>('notificationsContract');
export const publicJobsContract = contractRefs<typeof Contract.publicJobsContract>('publicJobsContract');
export const screeningContract = contractRefs<typeof Contract.screeningContract>('screeningContract');
export const searchContract = contractRefs<typeof Contract.searchContract>('searchContract');
export const seekerContract = contractRefs<typeof Contract.seekerContract>('seekerContract');
export const trainingsContract = contractRefs<typeof Contract.trainingsContract>('trainingsContract');

/** The routes of one lookup list (the contract's `lookupContract(list)`). */
export const lookupContract = (list: LookupList) =>
  contractRefs<ReturnType<typeof Contract.lookupContract>>(`lookups.${list}`);
