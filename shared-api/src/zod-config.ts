import { z } from 'zod';

// Imported first by the schemas entry (schemas.ts), before any schema is built: zod's JIT probes `new Function`, which the
// portal's Content-Security-Policy (no 'unsafe-eval') reports as a violation even though zod catches the throw.
// Parsing without the JIT is plenty fast for API responses. The server does not load this entry.
z.config({ jitless: true });
