// `shared-api/schemas`: the whole contract with its zod schemas, a federation singleton of its own that loads on
// demand: forms import their schemas from here, and the client loads it the first time it
// calls a route by reference (client/route-ref.ts). The main entry (index.ts) carries no zod.
import './zod-config.ts';

export * from './contract/index.ts';
