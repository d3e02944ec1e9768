// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { WireUser } from 'shared-api';
import { type ApiReply, startLoopbackApi } from 'shared-api/testing';
import { addTestNamespace, initTestI18n } from 'shared-ui/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import ne from '../../../i18n/ne.json';
import { EmployerForm } from './employer-form.tsx';

const i18n = initTestI18n('en');
// Answers come over a real socket; a loaded machine (shared CI cores) may take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });
addTestNamespace(NAMESPACE, { en, ne });

const OTHER = '00000000-0000-4000-8000-000000000001';
const TOURISM = '00000000-0000-4000-8000-000000000002';
const industries = [
  { id: TOURISM, name_en: 'Tourism', name_ne: 'पर्यटन', order: 1 },
  { id: OTHER, name_en: 'Other', name_ne: 'अन्य', order: 99 },
];
let saveReply: ApiReply = {};
let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi(({ path }) => (path === '/industries' ? { body: industries } : saveReply));
});
afterAll(() => api.close());
afterEach(async () => {
  cleanup();
  api.requests.length = 0;
  await act(() => i18n.changeLanguage('en'));
});

function renderCreate(onSaved: (message: string, created: WireUser | null) => void = () => {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <EmployerForm employer={null} onClose={() => {}} onSaved={onSaved} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const byLabel = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('EmployerForm (create, on the contract body)', () => {
  it('requires the company name and the Other industry text, in English and in Nepali, focusing the first', async () => {
    const user = userEvent.setup();
    renderCreate();
    // The industry list loads from the API; choose Other so its text becomes required.
    await screen.findByRole('option', { name: 'Other' });
    await user.selectOptions(byLabel('Industry'), OTHER);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company name is required.')).toBeTruthy();
    expect(document.activeElement).toBe(byLabel('Company name'));
    await user.type(byLabel('Company name'), 'Fewa Boats');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please specify the industry.')).toBeTruthy();

    await act(() => i18n.changeLanguage('ne'));
    expect(screen.getByText('कृपया उद्योग खुलाउनुहोस्।')).toBeTruthy();
    await user.clear(byLabel('कम्पनीको नाम'));
    expect(await screen.findByText('कम्पनीको नाम आवश्यक छ।')).toBeTruthy();
    expect(api.writes()).toHaveLength(0);
  });

  it('sends the contract body (custom industry only with Other) and puts a server error on its nested field', async () => {
    const user = userEvent.setup();
    saveReply = {
      status: 400,
      body: { message: 'companyName is invalid.', code: 'validation.invalid', field: 'profile.companyName' },
    };
    renderCreate();
    await screen.findByRole('option', { name: 'Tourism' });
    await user.type(byLabel('Company name'), '  Fewa Boats ');
    await user.type(byLabel('Email'), 'owner@fewa.example');
    await user.type(byLabel('Password'), 'secret-pass-1');
    await user.selectOptions(byLabel('Industry'), OTHER);
    await user.type(byLabel('Specify industry'), 'Boats');
    await user.selectOptions(byLabel('Industry'), TOURISM);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('A value is not valid.')).toBeTruthy();
    expect(byLabel('Company name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(byLabel('Company name'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/admin/employers',
        query: '',
        body: {
          email: 'owner@fewa.example',
          password: 'secret-pass-1',
          profile: {
            companyName: 'Fewa Boats',
            website: '',
            address: '',
            description: '',
            industryId: TOURISM,
            customIndustry: null,
          },
        },
      },
    ]);
    await act(() => i18n.changeLanguage('ne'));
    expect(screen.getByText('कुनै मान मान्य छैन।')).toBeTruthy();
  });

  it('shows a refusal without a field in the form alert, in the chosen language', async () => {
    const user = userEvent.setup();
    saveReply = {
      status: 409,
      body: { message: 'An account with this email already exists.', code: 'auth.emailTaken' },
    };
    await act(() => i18n.changeLanguage('ne'));
    renderCreate();
    await user.type(byLabel('कम्पनीको नाम'), 'Fewa Boats');
    await user.type(byLabel('इमेल'), 'owner@fewa.example');
    await user.type(byLabel('पासवर्ड'), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('यो इमेलबाट पहिले नै खाता खोलिएको छ।');
    expect(alert.textContent).not.toContain('already exists');
  });
});
