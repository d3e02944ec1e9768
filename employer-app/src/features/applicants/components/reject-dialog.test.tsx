// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { addTestNamespace } from 'shared-ui/testing';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import ne from '../../../i18n/ne.json';
import { i18n } from '../../../test/render-app.tsx';
import { RejectDialog } from './reject-dialog.tsx';

beforeAll(() => addTestNamespace(NAMESPACE, { en, ne }));

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

function renderDialog() {
  const reasons: string[] = [];
  render(
    <I18nextProvider i18n={i18n}>
      <RejectDialog open busy={false} onConfirm={(reason) => reasons.push(reason)} onCancel={() => undefined} />
    </I18nextProvider>,
  );
  return reasons;
}

describe('reject dialog', () => {
  it('needs a reason: confirm stays disabled while it is blank, the field says why in both languages', async () => {
    const user = userEvent.setup();
    const reasons = renderDialog();
    const reason = screen.getByRole('textbox', { name: /Reason for rejection/ });
    const confirm = screen.getByRole('button', { name: 'Reject' });
    await user.type(reason, '   ');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.tab();
    expect(await screen.findByText('Please provide a reason for rejection.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    await act(() => i18n.changeLanguage('ne'));
    expect(screen.getByText('कृपया अस्वीकृतिको कारण दिनुहोस्।')).toBeTruthy();
    expect(reasons).toEqual([]);
  });

  it('sends the trimmed reason', async () => {
    const user = userEvent.setup();
    const reasons = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /Reason for rejection/ }), '  Needs more kitchen experience. ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await act(() => Promise.resolve());
    expect(reasons).toEqual(['Needs more kitchen experience.']);
  });
});
