// Test helpers for every package's tests (the `shared-api/testing` subpath; never imported by app code).
export { apiFailure } from './api-failure.ts';
export { intlUsesDuring } from './intl-uses.ts';
export { type ApiReply, type ApiRequest, startLoopbackApi } from './loopback-api.ts';
export { type Handler, startTestServer } from './test-server.ts';
export { wireJob } from './wire-job.ts';
export { wirePage } from './wire-page.ts';
export {
  wireEnrolment,
  wireEnrolmentRow,
  wirePublicTraining,
  wireTraining,
  wireVerifiedCertification,
} from './wire-training.ts';
export { wireUser } from './wire-user.ts';
