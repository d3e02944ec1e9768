import { eq } from 'drizzle-orm';
import type { DisplayPreferences } from 'shared-api/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from './wire-user.ts';

/** A user's display preferences as the contract sends them (the guard's row holds them). */
export function toDisplayPreferences(user: UserRow): DisplayPreferences {
  return { calendarFirst: user.calendarFirst, showSecondCalendar: user.showSecondCalendar };
}

/** Replaces the user's display preferences (one row update: concurrent saves are last-write-wins, never mixed). */
export async function saveDisplayPreferences(
  db: Db,
  userId: string,
  preferences: DisplayPreferences,
): Promise<DisplayPreferences> {
  const [row] = await db
    .update(users)
    .set({
      calendarFirst: preferences.calendarFirst,
      showSecondCalendar: preferences.showSecondCalendar,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return toDisplayPreferences(row!);
}
