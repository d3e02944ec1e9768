// `shared-ui/areas`: what only the signed-in areas show (a seeker's profile as an employer or an administrator reads
// it, the calendar preference's fields). No federation share, like `shared-ui/form`: each build bundles it into the
// chunks of the screens that use it, so the public pages never download it (a share loads whole on every page).
// Everything else of shared-ui comes from `shared-ui` (never a relative import across the two: the browser would get
// a second copy of its state).
export { CalendarPreferenceFields } from './calendar-preference-fields.tsx';
export { type InterviewFactLabels, InterviewFacts } from './interview-facts.tsx';
export { ScreeningAnswerText } from './screening-answer-text.tsx';
export { type SeekerProfileData, SeekerProfileView } from './seeker-profile-view.tsx';
export { CertificationDetails, certificationName } from './verified-certification.tsx';
