import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

type Queries = Pick<typeof screen, 'getByRole'>;

/**
 * Picks an ISO day (yyyy-MM-dd) in a FormDateField showing Gregorian (AD, the English default): its year,
 * month and day selects are named '<label>: Year' / 'Month' / 'Day'.
 */
export async function pickDate(user: UserEvent, label: string, iso: string, scope: Queries = screen): Promise<void> {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const part = (name: string) => scope.getByRole('combobox', { name: `${label}: ${name}` });
  await user.selectOptions(part('Year'), String(year));
  await user.selectOptions(part('Month'), String(month));
  await user.selectOptions(part('Day'), String(day));
}
