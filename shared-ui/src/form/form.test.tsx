import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { ApiError, authMessages } from 'shared-api';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { initTestI18n } from '../testing/init-test-i18n.ts';
import { applyServerError } from './apply-server-error.ts';
import { Form } from './form.tsx';
import { FormCheckbox, FormField, FormSelect, FormTextArea } from './form-fields.tsx';
import { useContractForm } from './use-contract-form.ts';

// A contract-like schema: catalogue messages where the contract has them, bare bounds elsewhere, a cross-field rule.
const schema = z
  .object({
    name: z.string().trim().min(3),
    email: z.email(),
    role: z.enum(['job_seeker', 'employer']),
    about: z.string().max(5),
    agreed: z.literal(true),
    password: z.string().min(1, authMessages.currentPasswordWrong),
  })
  .refine((value) => value.password !== value.email, { path: ['password'], message: authMessages.passwordIsEmail });

type Submitted = z.output<typeof schema>;

function SignupLike({ onSubmit, serverError }: { onSubmit: (values: Submitted) => void; serverError?: unknown }) {
  const form = useContractForm(schema, {
    defaultValues: { name: '', email: '', role: '' as never, about: '', agreed: false as never, password: '' },
  });
  const [alert, setAlert] = useState<string | null>(null);
  return (
    <Form
      form={form}
      testId="the-form"
      onSubmit={(values) => {
        if (serverError && !applyServerError(form, serverError)) setAlert('alert');
        else if (!serverError) onSubmit(values);
      }}
    >
      {alert ? <p role="alert">{alert}</p> : null}
      <FormField name="name" label="Name" />
      <FormField name="email" label="Email" type="email" />
      <FormSelect name="role" label="Role">
        <option value="">Choose</option>
        <option value="job_seeker">Seeker</option>
        <option value="employer">Employer</option>
      </FormSelect>
      <FormTextArea name="about" label="About" />
      <FormCheckbox name="agreed" label="I agree" />
      <FormField name="password" label="Password" type="password" />
      <button type="submit">Send</button>
    </Form>
  );
}

describe('contract forms', () => {
  beforeAll(() => {
    initTestI18n();
  });
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

  it('is noValidate, shows every field error in English and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    let submitted: Submitted | null = null;
    render(<SignupLike onSubmit={(values) => (submitted = values)} />);
    expect(screen.getByTestId('the-form')).toHaveProperty('noValidate', true);
    await user.type(screen.getByLabelText('Name'), 'ab');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('About'), 'far too long');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Enter at least 3 characters.')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Choose one of the options.')).toBeTruthy();
    expect(screen.getByText('Enter at most 5 characters.')).toBeTruthy();
    expect(screen.getByText('Current password is incorrect.')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name').getAttribute('aria-describedby')).toContain('-error');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(submitted).toBeNull();
  });

  it('shows the same errors in Nepali, generic and catalogue messages alike, and follows a language switch', async () => {
    const user = userEvent.setup();
    render(<SignupLike onSubmit={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
    await act(() => i18next.changeLanguage('ne'));
    expect(screen.getAllByText('यो क्षेत्र अनिवार्य छ।').length).toBeGreaterThan(0);
    expect(screen.queryByText('This field is required.')).toBeNull();
    await user.type(screen.getByLabelText('Name'), 'ab');
    expect(await screen.findByText('कम्तीमा ३ अक्षर लेख्नुहोस्।')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(await screen.findByText('मान्य इमेल ठेगाना लेख्नुहोस्।')).toBeTruthy();
  });

  it('runs the schema refinement (cross-field rule) and submits the parsed output when valid', async () => {
    const user = userEvent.setup();
    let submitted: Submitted | null = null;
    render(<SignupLike onSubmit={(values) => (submitted = values)} />);
    await user.type(screen.getByLabelText('Name'), '  Sita  ');
    await user.type(screen.getByLabelText('Email'), 'sita@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'employer');
    await user.click(screen.getByLabelText('I agree'));
    await user.type(screen.getByLabelText('Password'), 'sita@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(authMessages.passwordIsEmail)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'other-secret');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await expect
      .poll(() => submitted)
      .toEqual({
        name: 'Sita',
        email: 'sita@example.com',
        role: 'employer',
        about: '',
        agreed: true,
        password: 'other-secret',
      });
  });

  it('puts a server field error on its field, translated, and focuses it; other errors go to the alert', async () => {
    const user = userEvent.setup();
    const fieldError = new ApiError(authMessages.emailTaken, 409, 'auth.emailTaken', 'email');
    const { unmount } = render(<SignupLike onSubmit={() => {}} serverError={fieldError} />);
    await act(() => i18next.changeLanguage('ne'));
    await user.type(screen.getByLabelText('Name'), 'Sita');
    await user.type(screen.getByLabelText('Email'), 'sita@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'employer');
    await user.click(screen.getByLabelText('I agree'));
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('यो इमेलबाट पहिले नै खाता खोलिएको छ।')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();

    // A generic validation code (no catalogue sentence) is translated by its code, not shown in English.
    const generic = new ApiError('Must be at most 254 characters.', 400, 'validation.too_big', 'email');
    const second = render(<SignupLike onSubmit={() => {}} serverError={generic} />);
    await user.type(screen.getByLabelText('Name'), 'Sita');
    await user.type(screen.getByLabelText('Email'), 'sita@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'employer');
    await user.click(screen.getByLabelText('I agree'));
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(i18next.t('errors.validation.too_big', { ns: 'common' }))).toBeTruthy();
    expect(screen.queryByText('Must be at most 254 characters.')).toBeNull();
    second.unmount();

    const otherError = new ApiError('Too many attempts.', 429, 'rate_limited', 'nope');
    render(<SignupLike onSubmit={() => {}} serverError={otherError} />);
    await user.type(screen.getByLabelText('Name'), 'Sita');
    await user.type(screen.getByLabelText('Email'), 'sita@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'employer');
    await user.click(screen.getByLabelText('I agree'));
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
