import fastifyPlugin from 'fastify-plugin';
import { badRequest } from './errors.ts';

type Flaw = 'control' | 'surrogate';

/**
 * What is wrong with a string, if anything: a C0 control character other than tab, line feed and carriage
 * return, DEL or a C1 control (PostgreSQL refuses U+0000 in text; the others are invisible and only ever
 * smuggled), or a lone UTF-16 surrogate (`"\ud800"` in JSON: not text, it cannot be stored as UTF-8). Invalid
 * UTF-8 in a query string (`%FF`) never gets here as such: the parser leaves it as its percent-encoded text.
 */
export function textFlaw(text: string): Flaw | null {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) {
      if (c !== 0x09 && c !== 0x0a && c !== 0x0d) return 'control';
    } else if (c >= 0x7f && c <= 0x9f) {
      return 'control';
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return 'surrogate';
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return 'surrogate';
    }
  }
  return null;
}

/** Throws the 400 for a bad string (`field` names it in the message). */
export function assertCleanText(field: string, text: string): void {
  const flaw = textFlaw(text);
  if (!flaw) return;
  const name = textFlaw(field) ? 'A field' : field || 'The request';
  if (flaw === 'control') {
    throw badRequest(`${name} contains a control character, which is not allowed.`, 'validation.control_character');
  }
  throw badRequest(`${name} contains broken text (invalid Unicode).`, 'validation.invalid_text');
}

/**
 * Checks every string and key in a parsed body, query or params, however deep (iteratively, so a deeply
 * nested body cannot overflow the stack).
 */
export function assertCleanValue(value: unknown, rootName: string): void {
  const stack: Array<{ name: string; value: unknown }> = [{ name: rootName, value }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      assertCleanText(item.name, item.value);
    } else if (Array.isArray(item.value)) {
      for (const element of item.value) stack.push({ name: item.name, value: element });
    } else if (item.value !== null && typeof item.value === 'object') {
      for (const [key, element] of Object.entries(item.value)) {
        assertCleanText(key, key);
        stack.push({ name: key, value: element });
      }
    }
  }
}

/** One check for every route, before its schema runs: body, query string and path parameters. */
export const textGuard = fastifyPlugin(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      assertCleanValue(request.params, '');
      assertCleanValue(request.query, '');
      assertCleanValue(request.body, '');
    });
  },
  { name: 'text-guard' },
);
