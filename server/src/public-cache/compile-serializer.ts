import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A compiled JSON serializer (fast-json-stringify) for a contract zod schema: the JSON Schema is generated from
 * the zod schema, so the contract stays the one source. Fields the schema does not name are dropped. There is
 * no validation on this path; the API tests parse real responses with the zod schema.
 */
export function compileSerializer<S extends z.ZodType>(schema: S): (value: z.output<S>) => string {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-07', io: 'output' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}
