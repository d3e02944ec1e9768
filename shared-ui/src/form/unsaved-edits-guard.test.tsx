import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { commonEn } from '../i18n/common-en.ts';
import { initTestI18n } from '../testing/init-test-i18n.ts';
import { renderRemote } from '../testing/render-remote.tsx';
import { UnsavedEditsGuard, useReportUnsavedEdits } from './unsaved-edits-guard.tsx';

const texts = commonEn.unsavedEdits;

/** A form with one field that reports to the page's guard; "Save" makes what is typed its starting point. */
function NameForm({ saving = false }: { saving?: boolean }) {
  const form = useForm({ defaultValues: { name: 'Sita' } });
  useReportUnsavedEdits(form, { saving });
  return (
    <form onSubmit={form.handleSubmit((values) => form.reset(values))}>
      <label>
        Name
        <input {...form.register('name')} />
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

function page({ saving = false, forms = 1 }: { saving?: boolean; forms?: number } = {}) {
  return renderRemote(
    <UnsavedEditsGuard>
      {Array.from({ length: forms }, (_, index) => (
        <NameForm key={String(index)} saving={saving} />
      ))}
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/profile?tab=2">Same page</Link>
    </UnsavedEditsGuard>,
    { i18n: i18next, path: '/profile' },
  );
}

const location = () => screen.getByTestId('location').textContent;
const dialog = () => screen.queryByRole('dialog', { name: texts.title });

describe('UnsavedEditsGuard', () => {
  beforeAll(() => {
    initTestI18n();
  });

  it('lets a page without changes go at once', async () => {
    const user = userEvent.setup();
    page();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(location()).toBe('/elsewhere');
    expect(dialog()).toBeNull();
  });

  it('asks before leaving with a changed field: stay keeps the page and the edit, leave goes', async () => {
    const user = userEvent.setup();
    page();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, ' Gurung');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(dialog()).not.toBeNull();
    expect(screen.getByText(texts.message)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: texts.stay }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(location()).toBe('/profile');
    expect((name as HTMLInputElement).value).toBe('Sita Gurung');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(screen.getByRole('button', { name: texts.leave }));
    await waitFor(() => expect(location()).toBe('/elsewhere'));
  });

  it('does not hold a change of query on the same page', async () => {
    const user = userEvent.setup();
    page();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Gurung');
    await user.click(screen.getByRole('link', { name: 'Same page' }));
    expect(location()).toBe('/profile?tab=2');
    expect(dialog()).toBeNull();
  });

  it('lets the page go once every changed form is undone or saved', async () => {
    const user = userEvent.setup();
    page({ forms: 2 });
    const [first, second] = screen.getAllByRole('textbox', { name: 'Name' }) as HTMLInputElement[];
    await user.type(first as HTMLInputElement, 'x');
    await user.type(second as HTMLInputElement, 'y');
    await user.clear(first as HTMLInputElement);
    await user.type(first as HTMLInputElement, 'Sita');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[1] as HTMLElement);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(location()).toBe('/elsewhere');
    expect(dialog()).toBeNull();
  });

  it('lets the page go while its form is being saved (a form that leaves once saved)', async () => {
    const user = userEvent.setup();
    page({ saving: true });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Gurung');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(location()).toBe('/elsewhere');
    expect(dialog()).toBeNull();
  });

  it('asks the browser to confirm closing the tab only while something is unsaved', async () => {
    const user = userEvent.setup();
    page();
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Gurung');
    expect(closing()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closing()).toBe(false));
  });
});
