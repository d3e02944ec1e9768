import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from './index.ts';
import { messageCode } from './message-codes.ts';

type Def = Record<string, unknown> & {
  error?: (issue: unknown) => unknown;
  checks?: unknown[];
  getter?: () => unknown;
};
const isSchema = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;

/** Every message a schema (and each schema inside it: shape, items, pipes, options, checks) states itself. */
function ownMessages(root: unknown): Set<string> {
  const messages = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (!isSchema(value)) {
      for (const inner of Array.isArray(value) ? value : Object.values(value)) visit(inner);
      return;
    }
    const def = (value as unknown as { _zod: { def: Def } })._zod.def;
    const message = typeof def.error === 'function' ? def.error({}) : undefined;
    if (typeof message === 'string') messages.add(message);
    for (const [key, inner] of Object.entries(def)) {
      if (key === 'error' || typeof inner === 'function') continue;
      visit(inner);
    }
    if (def.type === 'lazy' && typeof def.getter === 'function') visit(def.getter());
  };
  visit(root);
  return messages;
}

describe('contract schema messages', () => {
  const routes = contract.apiRoutes();
  const schemas = [
    ...Object.values(contract).filter(isSchema),
    ...routes.flatMap(({ route }) => [route.params, route.query, route.body, route.response]),
  ];
  const messages = new Set(schemas.flatMap((schema) => [...ownMessages(schema)]));

  it('finds the messages the schemas state (the walk reaches pipes, checks and nested objects)', () => {
    expect(messages).toContain(contract.authMessages.invalidToken);
    expect(messages).toContain(contract.adminMessages.reasonRequired);
    expect(messages.size).toBeGreaterThan(40);
  });

  it('every message a contract schema states is a catalogue message (so it has a code and en + ne text)', () => {
    const uncoded = [...messages].filter((message) => !messageCode(message));
    expect(uncoded).toEqual([]);
  });
});
