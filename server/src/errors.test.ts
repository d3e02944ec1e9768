import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authMessages, GENERIC_ERROR_CODES, jobMessages } from 'shared-api/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectError } from '../test/helpers.ts';
import {
  conflict,
  errorHandling,
  HttpError,
  notFound,
  routerFailure,
  validationError,
  validationFailure,
} from './errors.ts';

async function appWith() {
  const logged: unknown[] = [];
  const app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandling, { uploadMaxBytes: 1024 * 1024 });
  app.get('/boom', async () => {
    throw new Error('secret detail from deep inside');
  });
  app.get('/teapot', async () => {
    throw new HttpError(418, 'I am a teapot.');
  });
  app.get('/taken', async () => {
    throw conflict(authMessages.emailTaken);
  });
  app.get('/job', async () => {
    throw notFound(jobMessages.notFound);
  });
  app.get('/plain-404', async () => {
    throw notFound();
  });
  app.get('/own-code', async () => {
    throw conflict('Custom words.', 'custom.code');
  });
  app.get('/out-of-range', async () => {
    throw Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('range'), { code: '22003' }) });
  });
  app.get('/unmapped-unique', async () => {
    // What drizzle throws when PostgreSQL refuses a duplicate: the SQLSTATE on the cause.
    throw Object.assign(new Error('Failed query: insert ...'), {
      cause: Object.assign(new Error('dup'), { code: '23505' }),
    });
  });
  app.post(
    '/nested',
    { schema: { body: z.object({ profile: z.object({ contact: z.object({ phone: z.string() }) }) }) } },
    async () => ({ ok: true }),
  );
  await app.ready();
  return { app, logged };
}

describe('error handling', () => {
  it('answers a thrown error with a bare 500 message and logs the detail', async () => {
    const { app, logged } = await appWith();
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expectError(res, 500, 'Internal server error.');
    expect(res.body).not.toContain('secret detail');
    expect(JSON.stringify(logged)).toContain('secret detail');
  });

  it('passes HttpError status and message through', async () => {
    const { app } = await appWith();
    expectError(await app.inject({ method: 'GET', url: '/teapot' }), 418, 'I am a teapot.');
  });

  it('gives every failure a stable code: the catalogue key of its message, else a generic one', async () => {
    const { app } = await appWith();
    const code = async (url: string, init: { method?: 'GET' | 'POST'; payload?: unknown } = {}) => {
      const res = await app.inject({ method: init.method ?? 'GET', url, payload: init.payload as object });
      expectError(res, res.statusCode);
      return res.json().code;
    };
    expect(await code('/taken')).toBe('auth.emailTaken');
    expect(await code('/job')).toBe('job.notFound');
    expect(await code('/plain-404')).toBe('not_found');
    expect(await code('/own-code')).toBe('custom.code');
    expect(await code('/boom')).toBe('internal');
    expect(await code('/nested', { method: 'POST', payload: { profile: { contact: {} } } })).toBe(
      'validation.required',
    );
    expect(await code('/nested', { method: 'POST', payload: { profile: 5 } })).toBe('validation.invalid');
  });

  it('names the field of a validation failure by its dotted path', async () => {
    const { app } = await appWith();
    const res = await app.inject({ method: 'POST', url: '/nested', payload: { profile: { contact: {} } } });
    expectError(res, 400, 'phone is required.', 'validation.required');
    expect(res.json().field).toBe('profile.contact.phone');
    const root = await app.inject({ method: 'POST', url: '/nested', payload: [] });
    expectError(root, 400, 'The request body must be a JSON object.', 'validation.body_not_object');
    expect(res.json()).toHaveProperty('field');
    expect(root.json()).not.toHaveProperty('field');
  });

  it('codes every issue kind the server can send with a generic code the client knows', () => {
    const failure = validationError({ path: ['experience', 0, 'title'], message: 'Job title is required.' });
    expect(failure).toMatchObject({ statusCode: 400, code: 'seeker.titleRequired', field: 'experience.0.title' });
    const tooBig = validationFailure({ path: ['q'], message: 'Too long', code: 'too_big' }, 'querystring');
    expect(tooBig).toEqual({ message: 'Too long', code: 'validation.too_big', field: 'q' });
    const odd = validationFailure({ path: ['q'], message: 'Odd', code: 'some_future_code' }, 'querystring');
    expect(odd.code).toBe('validation.invalid');
    for (const code of [tooBig.code, odd.code, 'validation.required', 'validation.body_not_object']) {
      expect(GENERIC_ERROR_CODES).toContain(code);
    }
  });

  it('answers a constraint violation or data exception no service mapped with 409 / 400, not 500', async () => {
    const { app } = await appWith();
    expectError(await app.inject({ method: 'GET', url: '/unmapped-unique' }), 409, undefined, 'conflict');
    expectError(await app.inject({ method: 'GET', url: '/out-of-range' }), 400, undefined, 'validation.invalid');
  });

  it('names the missing field, however deep', async () => {
    const { app } = await appWith();
    expectError(
      await app.inject({ method: 'POST', url: '/nested', payload: { profile: { contact: {} } } }),
      400,
      'phone is required.',
    );
    expectError(
      await app.inject({ method: 'POST', url: '/nested', payload: { profile: { contact: { phone: 5 } } } }),
      400,
      'phone is invalid.',
    );
  });
});

describe('router refusals', () => {
  it('answers a broken %-escape and an over-long path segment as { message, code }', async () => {
    const app = Fastify({ frameworkErrors: routerFailure });
    await app.register(errorHandling, { uploadMaxBytes: 1024 });
    app.get('/api/jobs/:id', async () => ({ ok: true }));
    const bad = await app.inject({ url: '/api/jobs/%E0%A4' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'The address is not valid.', code: 'bad_request' });
    const long = await app.inject({ url: `/api/jobs/${'a'.repeat(150)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'A part of the address is too long.', code: 'bad_request' });
  });
});
