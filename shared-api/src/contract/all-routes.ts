import { adminContract, lookupContract } from './admin.ts';
import { accountContract, alertsContract } from './alerts.ts';
import { employerNotesContract } from './application-notes.ts';
import { applicantsContract, applicationsContract } from './applications.ts';
import { authContract } from './auth.ts';
import { candidateSeekerContract, candidatesContract } from './candidates.ts';
import { displayPreferencesContract } from './display-preferences.ts';
import { employerContract } from './employer.ts';
import { employerPageContract } from './employer-page.ts';
import { healthContract } from './health.ts';
import { homeContract } from './home.ts';
import { insightsContract } from './insights.ts';
import { interviewsContract } from './interviews.ts';
import { jobsContract } from './jobs.ts';
import { localizedLookupsContract } from './localized-lookups.ts';
import { LOOKUP_LISTS } from './lookup-lists.ts';
import { filesContract } from './lookups.ts';
import { adminMessageReportsContract, messagesContract } from './messages.ts';
import { notificationsContract } from './notifications.ts';
import { publicJobsContract } from './public-jobs.ts';
import type { ApiRoute } from './route.ts';
import { screeningContract } from './screening.ts';
import { searchContract } from './search.ts';
import { seekerContract } from './seeker.ts';
import { adminTrainingsContract, trainingsContract } from './trainings.ts';

/** Every contract object by name; the lookup lists each have their own (`lookups.<list>`). */
export function apiContracts(): Record<string, Record<string, ApiRoute>> {
  const contracts: Record<string, Record<string, ApiRoute>> = {
    accountContract,
    alertsContract,
    adminContract,
    adminMessageReportsContract,
    adminTrainingsContract,
    applicantsContract,
    applicationsContract,
    authContract,
    candidateSeekerContract,
    candidatesContract,
    displayPreferencesContract,
    employerContract,
    employerNotesContract,
    employerPageContract,
    filesContract,
    healthContract,
    homeContract,
    insightsContract,
    interviewsContract,
    jobsContract,
    localizedLookupsContract,
    messagesContract,
    notificationsContract,
    publicJobsContract,
    screeningContract,
    searchContract,
    seekerContract,
    trainingsContract,
  };
  for (const list of LOOKUP_LISTS) contracts[`lookups.${list}`] = lookupContract(list);
  return contracts;
}

/** Every route of the API as `{ name: '<contract>.<key>', route }` (what the server registers, one by one). */
export function apiRoutes(): { name: string; route: ApiRoute }[] {
  return Object.entries(apiContracts()).flatMap(([contract, routes]) =>
    Object.entries(routes).map(([key, route]) => ({ name: `${contract}.${key}`, route })),
  );
}
