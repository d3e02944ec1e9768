import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Field } from './field.tsx';
import { Form } from './form/form.tsx';
import { FormField } from './form/form-fields.tsx';
import { initTestI18n } from './testing/init-test-i18n.ts';

beforeAll(() => {
  initTestI18n();
});
afterEach(async () => {
  cleanup();
  await act(() => i18next.changeLanguage('en'));
});

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('the file box', () => {
  it('speaks the chosen language instead of the browser, and names the chosen file', async () => {
    await act(() => i18next.changeLanguage('ne'));
    render(
      <form>
        <Field label="बायोडाटा" type="file" hint="PDF वा Word" />
        <button type="reset">reset</button>
      </form>,
    );
    const input = screen.getByLabelText('बायोडाटा') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(screen.getByText('फाइल छान्नुहोस्').getAttribute('aria-hidden')).toBe('true');
    const names = screen.getByText('कुनै फाइल छानिएको छैन');
    // Screen readers hear the hint and the chosen names with the field.
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(names.id);

    await userEvent.setup().upload(input, pdf('राम-बहादुर-थापा.pdf'));
    expect(names.textContent).toBe('राम-बहादुर-थापा.pdf');

    await userEvent.setup().click(screen.getByRole('button', { name: 'reset' }));
    expect(names.textContent).toBe('कुनै फाइल छानिएको छैन');
  });

  it('lists several files with their number', async () => {
    render(<Field label="Documents" type="file" multiple />);
    const input = screen.getByLabelText('Documents') as HTMLInputElement;
    expect(screen.getByText('Choose files')).toBeTruthy();
    expect(screen.getByText('No files chosen')).toBeTruthy();
    await userEvent.setup().upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    expect(screen.getByText('2 files: a.pdf, b.pdf')).toBeTruthy();
  });
});

function UploadForm({ sent }: { sent: string[] }) {
  const form = useForm<{ file: FileList | undefined }>();
  return (
    <Form
      form={form}
      onSubmit={({ file }) => {
        sent.push(file?.[0]?.name ?? 'nothing');
        form.reset();
      }}
    >
      <FormField name="file" label="Resume file" type="file" />
      <button type="submit">Send</button>
    </Form>
  );
}

describe('the file box in a react-hook-form form', () => {
  it('hands each chosen file to the form, also after the form was reset by an upload', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    render(<UploadForm sent={sent} />);
    await user.upload(screen.getByLabelText('Resume file'), pdf('first.pdf'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await expect.poll(() => sent).toEqual(['first.pdf']);
    expect(screen.getByText('No file chosen')).toBeTruthy();
    await user.upload(screen.getByLabelText('Resume file'), pdf('second.pdf'));
    expect(screen.getByText('second.pdf')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await expect.poll(() => sent).toEqual(['first.pdf', 'second.pdf']);
  });
});
