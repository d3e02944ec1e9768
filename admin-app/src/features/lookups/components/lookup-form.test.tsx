// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { type ApiReply, startLoopbackApi } from 'shared-api/testing';
import { addTestNamespace, initTestI18n } from 'shared-ui/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import ne from '../../../i18n/ne.json';
import { LookupForm } from './lookup-form.tsx';

const i18n = initTestI18n('en');
// Answers come over a real socket; a loaded machine (shared CI cores) may take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });
addTestNamespace(NAMESPACE, { en, ne });

let reply: ApiReply = {};
let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi(() => reply);
});
afterAll(() => api.close());
afterEach(async () => {
  cleanup();
  api.requests.length = 0;
  await act(() => i18n.changeLanguage('en'));
});

function renderForm(onSaved: () => void = () => {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <LookupForm list="salary-ranges" item={null} title="Add" onSaved={onSaved} onClose={() => {}} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const input = (name: string) => screen.getByLabelText(new RegExp(`^${name.replace(/[()]/g, '\\$&')}`));

describe('LookupForm (salary ranges, on the contract write schema)', () => {
  it('shows the contract rules in English, max and order optional, focuses the first invalid field, sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Both names are required.')).toHaveLength(2);
    expect(screen.getByText('Key is required.')).toBeTruthy();
    expect(screen.getByText('Min is required.')).toBeTruthy();
    expect(input('Max').getAttribute('aria-invalid')).toBeNull();
    expect(input('Order').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(input('Name (English)'));
    expect(input('Key').getAttribute('aria-invalid')).toBe('true');
    expect(api.requests).toHaveLength(0);
  });

  it('shows the same rules in Nepali, and a whole-number rule', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('ne'));
    renderForm();
    await user.type(input('न्यूनतम'), '2.5');
    await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));
    expect(await screen.findAllByText('दुवै नाम आवश्यक छन्।')).toHaveLength(2);
    expect(screen.getByText('कुञ्जी आवश्यक छ।')).toBeTruthy();
    expect(screen.queryByText('Both names are required.')).toBeNull();
    expect(await screen.findByText('सङ्ख्याहरू पूर्ण सङ्ख्या हुनुपर्छ।')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('sends the parsed body, and puts a server field error on its field in the chosen language', async () => {
    const user = userEvent.setup();
    reply = { status: 400, body: { message: 'name_ne is invalid.', code: 'validation.invalid', field: 'name_ne' } };
    let saved = 0;
    renderForm(() => saved++);
    await user.type(input('Name (English)'), ' Low ');
    await user.type(input('Name (Nepali)'), 'कम');
    await user.type(input('Key'), 'low');
    await user.type(input('Min'), '5000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A value is not valid.')).toBeTruthy();
    expect(input('Name (Nepali)').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Name (Nepali)'));
    expect(screen.queryByText('name_ne is invalid.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.requests).toEqual([
      {
        method: 'POST',
        path: '/salary-ranges',
        query: '',
        body: { name_en: 'Low', name_ne: 'कम', key: 'low', min: 5000, max: null, order: null },
      },
    ]);
    await act(() => i18n.changeLanguage('ne'));
    expect(screen.getByText('कुनै मान मान्य छैन।')).toBeTruthy();
    expect(saved).toBe(0);
  });

  it('shows a refusal that names no field in the form alert, by its code', async () => {
    const user = userEvent.setup();
    reply = {
      status: 409,
      body: { message: 'An item with this key already exists in this list.', code: 'admin.keyTaken' },
    };
    await act(() => i18n.changeLanguage('ne'));
    renderForm();
    await user.type(input('नाम (अङ्ग्रेजी)'), 'Low');
    await user.type(input('नाम (नेपाली)'), 'कम');
    await user.type(input('कुञ्जी'), 'low');
    await user.type(input('न्यूनतम'), '5000');
    await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));
    expect((await screen.findByRole('alert')).textContent).toBe('यो सूचीमा यही कुञ्जी भएको वस्तु पहिले नै छ।');
  });
});
