// The contract's constants that only forms, signed-in areas and some public pages use: limits, choices and their
// messages. No federation share (like `shared-api/schemas`): each build bundles what it imports into the chunks that
// use it, so a page that shows none of them never downloads them. Pure data and functions of it: a copy per build
// holds no state. What every page uses (the job list's, the session's, the message codes) stays in the entry.
export * from './contract/admin-constants.ts';
export * from './contract/alerts-constants.ts';
export * from './contract/applications-constants.ts';
export * from './contract/candidates-constants.ts';
export * from './contract/cv-constants.ts';
export * from './contract/employer-constants.ts';
export * from './contract/insights-constants.ts';
export * from './contract/interviews-constants.ts';
export * from './contract/messages-constants.ts';
export * from './contract/screening-constants.ts';
export * from './contract/seeker-constants.ts';
export * from './contract/trainings-constants.ts';
