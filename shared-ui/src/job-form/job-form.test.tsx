import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { ApiError, type LookupItem, lookupKeys } from 'shared-api';
import { employerMessages } from 'shared-api/area-constants';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../testing/init-test-i18n.ts';
import { JobForm, type JobFormProps } from './job-form.tsx';

const OTHER_CATEGORY = '00000000-0000-4000-8000-000000000002';
const categories: LookupItem[] = [{ id: OTHER_CATEGORY, name_en: 'Other', name_ne: 'अन्य', key: null }];
const common = (key: string) => i18next.t(key, { ns: 'common' });
const areas = (key: string) => i18next.t(key, { ns: 'areas' });

/** The form with its lookup lists in the cache; `sent` collects what it hands its caller's mutation. */
function renderForm(props: Partial<JobFormProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const list of [
    'industries',
    'locations',
    'salary-ranges',
    'job-types',
    'experience-levels',
    'skills',
  ] as const) {
    client.setQueryData(lookupKeys.list(list), []);
  }
  client.setQueryData(lookupKeys.list('education-levels'), []);
  client.setQueryData(lookupKeys.list('categories'), categories);
  const sent: FormData[] = [];
  const view = (extra: Partial<JobFormProps>) => (
    <QueryClientProvider client={client}>
      <JobForm
        onSubmit={(data) => sent.push(data)}
        pending={false}
        error={null}
        submitLabel="Post"
        {...props}
        {...extra}
      />
    </QueryClientProvider>
  );
  const { rerender } = render(view({}));
  return { sent, rerender: (extra: Partial<JobFormProps>) => rerender(view(extra)) };
}

describe("JobForm (contract schema, the caller's mutation state)", () => {
  beforeAll(() => {
    initTestI18n();
  });
  afterEach(async () => {
    cleanup();
    await act(() => i18next.changeLanguage('en'));
  });

  it("checks the contract's rules before handing the body on (title, Other category's text)", async () => {
    const user = userEvent.setup();
    const { sent } = renderForm();
    await user.selectOptions(screen.getByLabelText(areas('jobForm.category')), OTHER_CATEGORY);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(common('errors.employer.titleRequired'))).toBeTruthy();
    expect(screen.getByText(common('errors.employer.customCategoryRequired'))).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(new RegExp(`^${areas('jobForm.title')}`)));
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText(new RegExp(`^${areas('jobForm.title')}`)), '  Cook ');
    await user.type(screen.getByLabelText(new RegExp(`^${areas('jobForm.customCategory')}`)), 'Kitchen');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await expect.poll(() => sent.length).toBe(1);
    const body = sent[0] as FormData;
    expect(body.get('title')).toBe('Cook');
    expect(body.get('categoryId')).toBe(OTHER_CATEGORY);
    expect(body.get('customCategory')).toBe('Kitchen');
    expect(body.get('skills')).toBe('[]');
  });

  it('a check outside the form stops the submit and says so in the alert', async () => {
    const user = userEvent.setup();
    const { sent } = renderForm({ validateExtra: () => 'Choose an employer' });
    await user.type(screen.getByLabelText(new RegExp(`^${areas('jobForm.title')}`)), 'Cook');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect((await screen.findByTestId('job-form-error')).textContent).toBe('Choose an employer');
    expect(sent).toEqual([]);
  });

  it("shows the caller's mutation: busy, a refused field on its field (by code), other refusals in the alert", async () => {
    const { rerender } = renderForm();
    rerender({ pending: true });
    expect(screen.getByRole('button', { name: 'Post' }).getAttribute('aria-busy')).toBe('true');

    await act(() => i18next.changeLanguage('ne'));
    rerender({ error: new ApiError(employerMessages.titleTooLong, 400, 'employer.titleTooLong', 'title') });
    expect(await screen.findByText(common('errors.employer.titleTooLong'))).toBeTruthy();
    expect(screen.queryByTestId('job-form-error')).toBeNull();

    rerender({ error: new ApiError('You do not have permission to do this.', 403, 'forbidden') });
    expect((await screen.findByTestId('job-form-error')).textContent).toBe(common('errors.forbidden'));
  });

  describe('screening questions', () => {
    const title = () => screen.getByLabelText(new RegExp(`^${areas('jobForm.title')}`));
    const inQuestion = (n: number) =>
      within(screen.getByRole('group', { name: areas('screening.number').replace('{{n, number}}', String(n)) }));

    it('adds, fills, reorders and removes questions and sends them with the job, checked by the contract', async () => {
      const user = userEvent.setup();
      const { sent } = renderForm({ screening: { questions: [], locked: false } });
      await user.type(title(), 'Driver');
      await user.click(screen.getByRole('button', { name: areas('screening.add') }));
      await user.type(inQuestion(1).getByLabelText(new RegExp(`^${areas('screening.text')}`)), 'Licence?');
      await user.selectOptions(inQuestion(1).getByLabelText(areas('screening.knockoutYesNo')), 'no');
      await user.click(inQuestion(1).getByLabelText(areas('screening.required')));
      await user.click(screen.getByRole('button', { name: areas('screening.add') }));
      await user.selectOptions(inQuestion(2).getByLabelText(areas('screening.kind')), 'choice');
      await user.type(inQuestion(2).getByLabelText(new RegExp(`^${areas('screening.text')}`)), 'Shift?');
      await user.type(inQuestion(2).getByLabelText(new RegExp(`^${areas('screening.choices')}`)), 'Day');
      await user.click(screen.getByRole('button', { name: 'Post' }));
      // One choice is too few: the contract's sentence on the choices, nothing sent.
      expect(await screen.findByText(common('errors.screening.choicesCount'))).toBeTruthy();
      expect(sent).toEqual([]);
      await user.type(inQuestion(2).getByLabelText(new RegExp(`^${areas('screening.choices')}`)), '{Enter}Night');
      await user.selectOptions(inQuestion(2).getByLabelText(areas('screening.knockoutChoice')), '1');
      await user.click(
        screen.getByRole('button', { name: areas('screening.moveUpLabel').replace('{{n, number}}', '2') }),
      );
      await user.click(screen.getByRole('button', { name: 'Post' }));
      await expect.poll(() => sent.length).toBe(1);
      expect(JSON.parse(String(sent[0]?.get('screeningQuestions')))).toEqual([
        expect.objectContaining({ kind: 'choice', text: 'Shift?', choices: ['Day', 'Night'], knockoutChoices: [1] }),
        expect.objectContaining({ kind: 'yes_no', text: 'Licence?', required: true, knockoutAnswer: false }),
      ]);
      for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: areas('screening.add') }));
      expect(screen.getByRole('button', { name: areas('screening.add') }).hasAttribute('disabled')).toBe(true);
      await user.click(
        screen.getByRole('button', { name: areas('screening.removeLabel').replace('{{n, number}}', '5') }),
      );
      expect(screen.getByRole('button', { name: areas('screening.add') }).hasAttribute('disabled')).toBe(false);
    });

    it('keeps the saved questions when editing; locked ones are shown without controls and not sent', async () => {
      const user = userEvent.setup();
      const saved = {
        id: 'q1',
        kind: 'number' as const,
        text: 'Years of driving',
        required: true,
        choices: [],
        knockoutChoices: [],
        knockoutAnswer: null,
        acceptMin: 2,
        acceptMax: null,
      };
      const { sent } = renderForm({ screening: { questions: [saved], locked: false } });
      expect((inQuestion(1).getByLabelText(new RegExp(`^${areas('screening.text')}`)) as HTMLInputElement).value).toBe(
        'Years of driving',
      );
      expect((inQuestion(1).getByLabelText(areas('screening.acceptMin')) as HTMLInputElement).value).toBe('2');
      cleanup();
      const locked = renderForm({ screening: { questions: [saved], locked: true } });
      expect(screen.getByText(areas('screening.locked'))).toBeTruthy();
      expect(screen.queryByRole('button', { name: areas('screening.add') })).toBeNull();
      await user.type(title(), 'Driver');
      await user.click(screen.getByRole('button', { name: 'Post' }));
      await expect.poll(() => locked.sent.length).toBe(1);
      expect(locked.sent[0]?.has('screeningQuestions')).toBe(false);
      expect(sent).toEqual([]);
    });
  });
});
