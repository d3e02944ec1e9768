import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectError } from '../test/helpers.ts';
import { HttpError, registerErrorHandling } from './errors.ts';

async function appWith() {
  const logged: unknown[] = [];
  const app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, { uploadMaxBytes: 1024 * 1024 });
  app.get('/boom', async () => {
    throw new Error('secret detail from deep inside');
  });
  app.get('/teapot', async () => {
    throw new HttpError(418, 'I am a teapot.');
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
