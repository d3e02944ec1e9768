import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { post, seekerSignup, uniqueEmail } from '../../test/helpers.ts';
import { ConfigError, loadConfig } from '../config.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const DNS_NAME = 'portal2026._domainkey.mail.portal.test';
/** The TXT record an operator publishes for the selector (README, "Mail that arrives"). */
const TXT = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;

/** DNS as the receiving server would see it once the record is published; nothing else resolves. */
async function resolver(name: string, type: string): Promise<string[][]> {
  if (type === 'TXT' && name === DNS_NAME) return [[TXT]];
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
}

const verify = async (raw: string) => (await dkimVerify(Buffer.from(raw), { resolver })).results;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    mailFrom: 'Job Portal <no-reply@mail.portal.test>',
    dkim: { domainName: 'mail.portal.test', keySelector: 'portal2026', privateKey: PEM },
  });
});
afterAll(async () => {
  await ctx.close();
});

describe('DKIM-signed mail', () => {
  it('a verification email verifies against the published key, and a changed body does not', async () => {
    const email = uniqueEmail('dkim');
    expect((await post(ctx, '/api/auth/signup', seekerSignup(email))).statusCode).toBe(201);
    const mail = await ctx.mailbox.waitFor(email);

    const [result] = await verify(mail.raw);
    expect(result?.status.result).toBe('pass');
    expect(result?.signingDomain).toBe('mail.portal.test');
    expect(result?.selector).toBe('portal2026');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');

    const tampered = mail.raw.replace('verify-email?token=', 'verify-email?token=x');
    expect(tampered).not.toBe(mail.raw);
    const [broken] = await verify(tampered);
    expect(broken?.status.result).not.toBe('pass');
    expect(broken?.status.comment).toMatch(/body hash did not verify/);
  });
});

describe('DKIM settings', () => {
  const base = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-dkim-')) };

  it('are off unless given, and come whole from the environment or a key file', () => {
    expect(loadConfig(base).dkim).toBeUndefined();
    const inline = loadConfig({
      ...base,
      DKIM_DOMAIN: 'Mail.Portal.Test',
      DKIM_SELECTOR: 's1',
      DKIM_PRIVATE_KEY: PEM.replace(/\n/g, '\\n'),
    });
    expect(inline.dkim).toEqual({ domainName: 'mail.portal.test', keySelector: 's1', privateKey: PEM });
    const keyFile = path.join(base.DATA_DIR, 'dkim.pem');
    writeFileSync(keyFile, PEM);
    const fromFile = loadConfig({
      ...base,
      DKIM_DOMAIN: 'portal.test',
      DKIM_SELECTOR: 's1',
      DKIM_PRIVATE_KEY_FILE: keyFile,
    });
    expect(fromFile.dkim?.privateKey).toBe(PEM);
  });

  it('stop start-up when partial, unreadable or not a key', () => {
    expect(() => loadConfig({ ...base, DKIM_DOMAIN: 'portal.test' })).toThrow(/go together/);
    expect(() => loadConfig({ ...base, DKIM_DOMAIN: 'portal.test', DKIM_SELECTOR: 's1' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...base, DKIM_DOMAIN: 'portal.test', DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: 'not a key' }),
    ).toThrow(/not a PEM private key/);
    expect(() =>
      loadConfig({
        ...base,
        DKIM_DOMAIN: 'portal.test',
        DKIM_SELECTOR: 's1',
        DKIM_PRIVATE_KEY_FILE: path.join(base.DATA_DIR, 'missing.pem'),
      }),
    ).toThrow(/DKIM_PRIVATE_KEY_FILE/);
  });
});
