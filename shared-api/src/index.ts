// The browser entry of shared-api, shared as a federation singleton by the shell and every remote:
// one copy of the contract, the client and the session store for the whole page.
import './zod-config.ts';

export { buildQuery } from './client/api.ts';
export { configureApi } from './client/api-config.ts';
export { ApiError, FALLBACK_MESSAGES } from './client/api-error.ts';
export { type CallInput, type CallResult, call } from './client/call.ts';
export { downloadFile, type FileRoute, fetchFile, fileNameFromDisposition, saveBlob } from './client/download.ts';
export * from './contract/index.ts';
export * from './queries/index.ts';
export type { RemoteAppModule } from './remote-contract.ts';
export { type AuthPanelState, type AuthTab, useAuthPanel } from './session/auth-panel-store.ts';
export { LANGUAGE_COOKIE, writeLanguageCookie } from './session/language-cookie.ts';
export { type Language, type LanguageState, useLanguageStore } from './session/language-store.ts';
export { queryClient } from './session/query-client.ts';
export { initSession, postLoginPath, type SessionState, useSession } from './session/session-store.ts';
export { STORAGE_KEYS } from './session/storage-keys.ts';
