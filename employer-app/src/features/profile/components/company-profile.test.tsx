// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toUser, useSession } from 'shared-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { employer, i18n, renderApp } from '../../../test/render-app.tsx';

const OTHER = '00000000-0000-4000-8000-0000000000f1';
const TOURISM = '00000000-0000-4000-8000-0000000000f2';

const wire = employer({
  approvalStatus: 'approved',
  companyDescription: '',
  website: '',
  address: '',
  companyLogoUrl: null,
  documents: [],
  industryId: null,
  industry: null,
  customIndustry: null,
});

type Answer = [status: number, body: unknown];

/** The API at the network boundary: the real client, contract schemas and error parsing run on these answers. */
function answer(profilePut: (body: Record<string, unknown>) => Answer) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    let reply: Answer = [404, { message: 'Not found.', code: 'not_found' }];
    if (path === '/api/industries') {
      reply = [
        200,
        [
          { id: TOURISM, name_en: 'Tourism', name_ne: 'पर्यटन' },
          { id: OTHER, name_en: 'Other', name_ne: 'अन्य' },
        ],
      ];
    } else if (path === '/api/users/profile' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      reply = profilePut(body);
    }
    return new Response(JSON.stringify(reply[1]), {
      status: reply[0],
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

function renderProfile() {
  const view = renderApp('/employer/profile');
  const input = (name: string) => view.container.querySelector(`[name="${name}"]`) as HTMLInputElement;
  return { input };
}

const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

beforeEach(() => {
  useSession.setState({ user: toUser(wire) });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ user: null });
  await act(() => i18n.changeLanguage('en'));
});

describe('company profile form', () => {
  it('checks the contract rules before sending, in English and in Nepali, focusing the first invalid field', async () => {
    const sent = answer(() => [200, wire]);
    const user = userEvent.setup();
    const { input } = renderProfile();
    expect(input('companyName').closest('form')?.noValidate).toBe(true);
    await screen.findByRole('option', { name: 'Other' });

    await user.clear(input('companyName'));
    await user.type(input('companyName'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Company name is required.')).toBeTruthy();
    expect(input('companyName').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('companyName'));

    await act(() => i18n.changeLanguage('ne'));
    expect(errorOf(input('companyName'))).toBe('कम्पनीको नाम आवश्यक छ।');

    // Other needs its text: the same rule the server runs on the merged profile.
    await user.type(input('companyName'), 'Pokhara Boats');
    await user.selectOptions(input('industryId'), OTHER);
    await user.click(screen.getByRole('button', { name: 'परिवर्तनहरू सेभ गर्नुहोस्' }));
    await waitFor(() => expect(errorOf(input('customIndustry'))).toBe('कृपया उद्योग खुलाउनुहोस्।'));
    expect(document.activeElement).toBe(input('customIndustry'));
    await act(() => i18n.changeLanguage('en'));
    expect(errorOf(input('customIndustry'))).toBe('Please specify the industry.');
    expect(sent).toEqual([]);
  });

  it("puts the server's field error on its field, not in the alert", async () => {
    const sent = answer(() => [400, { message: 'Website is too long.', code: 'validation.too_big', field: 'website' }]);
    const user = userEvent.setup();
    const { input } = renderProfile();
    await screen.findByRole('option', { name: 'Tourism' });
    await user.type(input('website'), 'https://boats.example');
    await user.selectOptions(input('industryId'), TOURISM);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(errorOf(input('website'))).toBe('A value is too long or too large.'));
    expect(input('website').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('website'));
    expect(screen.queryByTestId('profile-notice')).toBeNull();
    expect(sent).toEqual([
      {
        companyName: 'Pokhara Traders',
        companyDescription: '',
        website: 'https://boats.example',
        address: '',
        industryId: TOURISM,
        customIndustry: null,
      },
    ]);
    await act(() => i18n.changeLanguage('ne'));
    expect(errorOf(input('website'))).toBe('कुनै मान धेरै लामो वा ठूलो छ।');
  });

  it('says Changes Saved! and the session holds the saved user', async () => {
    answer((body) => [200, { ...wire, ...body }]);
    const user = userEvent.setup();
    const { input } = renderProfile();
    await user.clear(input('companyName'));
    await user.type(input('companyName'), 'Phewa Kayaks');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByTestId('profile-notice')).textContent).toBe('Changes Saved!');
    const saved = useSession.getState().user;
    expect(saved?.role === 'employer' ? saved.profile.companyName : null).toBe('Phewa Kayaks');
  });
});
