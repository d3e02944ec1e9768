import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../auth/passwords.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { adminProfiles, users } from '../../db/schema.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@portal.local';

type Options = {
  db: Db;
  config: Pick<Config, 'adminEmail' | 'adminPassword'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Where a generated password is shown, once. */
  print: (text: string) => void;
};

async function createAdmin(db: Db, email: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [admin] = await tx
      .insert(users)
      .values({ email, passwordHash, role: 'admin', isActive: true, emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    await tx.insert(adminProfiles).values({ userId: admin!.id, fullName: 'Administrator' });
  });
}

/** Makes sure the portal can be administered: the configured admin, or a generated one on a fresh install. */
export async function ensureAdmin({ db, config, log, print }: Options): Promise<void> {
  if (config.adminEmail && config.adminPassword) {
    const [existing] = await db.select().from(users).where(eq(users.email, config.adminEmail));
    if (existing) {
      // Never overwrite a password silently: an admin may have changed it since.
      log.info({ email: existing.email, role: existing.role }, 'ADMIN_EMAIL account exists; its password is unchanged');
      if (existing.role !== 'admin') log.warn({ email: existing.email }, 'ADMIN_EMAIL belongs to a non-admin account');
      return;
    }
    await createAdmin(db, config.adminEmail, config.adminPassword);
    log.info({ email: config.adminEmail }, 'admin account created from ADMIN_EMAIL');
    return;
  }
  const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (anyAdmin) return;
  const password = randomBytes(18).toString('base64url');
  await createAdmin(db, DEFAULT_ADMIN_EMAIL, password);
  print(
    [
      '',
      '================ ADMIN ACCOUNT CREATED ================',
      `  email:    ${DEFAULT_ADMIN_EMAIL}`,
      `  password: ${password}`,
      '  This is shown only once. Log in at /admin/login and',
      '  change the password, or set ADMIN_EMAIL/ADMIN_PASSWORD.',
      '=======================================================',
      '',
    ].join('\n'),
  );
}
