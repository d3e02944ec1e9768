// `shared-api/schemas/jobs-query`: the query schema of GET /jobs alone (with zod, configured as by the schemas entry).
// A page reading a job search from its URL imports this, not the whole contract with every schema.
import './zod-config.ts';

export { type JobsQuery, jobsQuerySchema } from './contract/jobs-query.ts';
