// The wire contract: imported by the server (Node) and, through shared-api's main entry, by the apps.

export * from './admin.ts';
export * from './alerts.ts';
export * from './all-routes.ts';
export * from './applications.ts';
export * from './auth.ts';
export * from './common.ts';
export * from './contact.ts';
export * from './display-preferences.ts';
export * from './employer.ts';
export * from './employer-page.ts';
export * from './health.ts';
export * from './home.ts';
export * from './job-copy.ts';
export * from './job-form-rules.ts';
export * from './jobs.ts';
export * from './kathmandu-day.ts';
export * from './lookups.ts';
export * from './message-codes.ts';
export * from './notifications.ts';
export * from './route.ts';
export * from './search.ts';
export * from './seeker.ts';
export * from './users.ts';
