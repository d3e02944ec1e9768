import type { Locator, Page } from '@playwright/test';

/**
 * Picks an ISO day (yyyy-MM-dd) in a date field (shared-ui FormDateField: a group named by its label, a
 * "BS / AD" toggle, then year, month and day selects) in Gregorian, whatever the page's language.
 */
export async function pickAdDate(scope: Page | Locator, label: string, iso: string): Promise<void> {
  const field = scope.getByRole('group', { name: label, exact: true });
  await field.getByRole('radio', { name: /^(AD|ई\.सं\.)$/ }).check();
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const parts = field.getByRole('combobox');
  await parts.nth(0).selectOption(String(year));
  await parts.nth(1).selectOption(String(month));
  await parts.nth(2).selectOption(String(day));
}
