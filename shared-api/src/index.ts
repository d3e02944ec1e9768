// The browser entry of shared-api, shared as a federation singleton by the shell and every remote:
// one copy of the client, the session store and the contract's names for the whole page. No zod: the contract's
// objects are references to its routes (contract-refs.ts), its schemas are `shared-api/schemas` (schemas.ts),
// loaded by the first call or the first form; its types, constants, messages and rules come from zod-free files.
// The constants only forms and areas use are `shared-api/area-constants` (area-constants.ts), bundled where used.

export { buildQuery } from './client/api.ts';
export { configureApi } from './client/api-config.ts';
export { ApiError, FALLBACK_MESSAGES } from './client/api-error.ts';
export { type CallInput, type CallResult, call } from './client/call.ts';
export { downloadSeekerCv } from './client/cv.ts';
export { downloadFile, type FileRoute, fetchFile, fileNameFromDisposition, saveBlob } from './client/download.ts';
export { downloadSeekerResume, resumeFileId } from './client/resume.ts';
export type { ContractRefs, RouteLike, RouteOf, RouteRef } from './client/route-ref.ts';
export * from './contract/auth-messages.ts';
export * from './contract/common-constants.ts';
export * from './contract/date-bounds.ts';
export * from './contract/display-preferences-values.ts';
export * from './contract/group-digits.ts';
export type * from './contract/index.ts';
export * from './contract/job-copy.ts';
export * from './contract/job-search-params.ts';
export * from './contract/jobs-constants.ts';
export * from './contract/kathmandu-day.ts';
export * from './contract/lookup-lists.ts';
export * from './contract/message-codes.ts';
export * from './contract/notifications-constants.ts';
export * from './contract/page-paths.ts';
export { pathParamNames } from './contract/route.ts';
export * from './contract/search-constants.ts';
export * from './contract/user-view.ts';
export * from './contract/website-href.ts';
export {
  accountContract,
  adminContract,
  adminMessageReportsContract,
  adminTrainingsContract,
  alertsContract,
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
  lookupContract,
  messagesContract,
  notificationsContract,
  publicJobsContract,
  screeningContract,
  searchContract,
  seekerContract,
  trainingsContract,
} from './contract-refs.ts';
export * from './queries/index.ts';
export type { RemoteAppModule } from './remote-contract.ts';
export { type AuthPanelState, type AuthTab, useAuthPanel } from './session/auth-panel-store.ts';
export { LANGUAGE_COOKIE, writeLanguageCookie } from './session/language-cookie.ts';
export { type Language, type LanguageState, useLanguageStore } from './session/language-store.ts';
export { queryClient } from './session/query-client.ts';
export { initSession, postLoginPath, type SessionState, useSession } from './session/session-store.ts';
export { STORAGE_KEYS } from './session/storage-keys.ts';
