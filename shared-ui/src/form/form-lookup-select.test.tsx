import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { type LookupItem, lookupKeys } from 'shared-api';
import { seekerMessages } from 'shared-api/area-constants';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { initTestI18n } from '../testing/init-test-i18n.ts';
import { Form } from './form.tsx';
import { FormLookupSelect, useIsOther } from './form-lookup-select.tsx';
import { useContractForm } from './use-contract-form.ts';

const locations: LookupItem[] = [
  { id: 'ktm', name_en: 'Kathmandu', name_ne: 'काठमाडौं', key: null },
  { id: 'other', name_en: 'Other', name_ne: 'अन्य', key: null },
];

/** A form with a location select and its Other text, the Other rule on the form's schema as the apps write it. */
function LocationForm({
  onSubmit,
  saved = { locationId: null, customLocation: '' },
}: {
  onSubmit: (values: unknown) => void;
  saved?: { locationId: string | null; customLocation: string };
}) {
  const isOtherLocation = useIsOther('locations');
  const schema = z
    .object({ locationId: z.string().nullable(), customLocation: z.string() })
    .refine((value) => !isOtherLocation(value.locationId) || value.customLocation.trim() !== '', {
      path: ['customLocation'],
      message: seekerMessages.customLocationRequired,
    });
  const form = useContractForm(schema, { defaultValues: saved });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormLookupSelect
        list="locations"
        name="locationId"
        label="Location"
        placeholder="Choose a location"
        rules={{ setValueAs: (value) => value || null }}
        custom={{ name: 'customLocation', label: 'Which place', maxLength: 20 }}
      />
      <button type="submit">Save</button>
    </Form>
  );
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(lookupKeys.list('locations'), locations);
  const sent: unknown[] = [];
  render(
    <QueryClientProvider client={client}>
      <LocationForm onSubmit={(values) => sent.push(values)} />
    </QueryClientProvider>,
  );
  return sent;
}

describe('FormLookupSelect', () => {
  beforeAll(() => {
    initTestI18n();
  });
  afterEach(async () => {
    cleanup();
    await act(() => i18next.changeLanguage('en'));
  });

  it('lists the lookup items by name in the chosen language after the empty choice', async () => {
    renderForm();
    const select = screen.getByLabelText('Location') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Choose a location', 'Kathmandu', 'Other']);
    await act(() => i18next.changeLanguage('ne'));
    expect([...select.options].map((option) => option.text)).toEqual(['Choose a location', 'काठमाडौं', 'अन्य']);
  });

  it('shows the required custom text only while Other is chosen, and the rule stops the submit', async () => {
    const user = userEvent.setup();
    const sent = renderForm();
    expect(screen.queryByLabelText(/^Which place/)).toBeNull();
    await user.selectOptions(screen.getByLabelText('Location'), 'other');
    const custom = screen.getByLabelText(/^Which place/) as HTMLInputElement;
    expect(custom.required).toBe(true);
    expect(custom.maxLength).toBe(20);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(i18next.t('errors.seeker.customLocationRequired', { ns: 'common' }))).toBeTruthy();
    expect(sent).toEqual([]);
    await user.type(custom, 'Sarangkot');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => sent).toEqual([{ locationId: 'other', customLocation: 'Sarangkot' }]);

    await user.selectOptions(screen.getByLabelText('Location'), 'ktm');
    expect(screen.queryByLabelText(/^Which place/)).toBeNull();
  });

  it('shows a saved value whose list arrives after the form, and keeps it when the list reloads', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const sent: unknown[] = [];
    render(
      <QueryClientProvider client={client}>
        <LocationForm
          onSubmit={(values) => sent.push(values)}
          saved={{ locationId: 'other', customLocation: 'Manang' }}
        />
      </QueryClientProvider>,
    );
    const select = screen.getByLabelText('Location') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Choose a location']);
    await act(async () => client.setQueryData(lookupKeys.list('locations'), locations));
    await waitFor(() => expect(select.options).toHaveLength(3));
    expect(select.value).toBe('other');
    expect(select.selectedOptions[0]?.text).toBe('Other');
    expect((screen.getByLabelText(/^Which place/) as HTMLInputElement).value).toBe('Manang');
    act(() =>
      client.setQueryData(
        lookupKeys.list('locations'),
        locations.map((item) => ({ ...item })),
      ),
    );
    await waitFor(() => expect(select.options[1]?.value).toBe('ktm'));
    expect(select.value).toBe('other');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => sent).toEqual([{ locationId: 'other', customLocation: 'Manang' }]);
  });
});
