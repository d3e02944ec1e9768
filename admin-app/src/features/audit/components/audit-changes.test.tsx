// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { AuditEntry } from 'shared-api';
import { addTestNamespace, initTestI18n } from 'shared-ui/testing';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import ne from '../../../i18n/ne.json';
import { AuditChanges } from './audit-changes.tsx';

const i18n = initTestI18n('en');
addTestNamespace(NAMESPACE, { en, ne });
afterEach(cleanup);

const entry = (before: unknown, after: unknown) => ({ before, after }) as AuditEntry;

describe('AuditChanges', () => {
  it('lists only the fields that changed, before and after', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <AuditChanges entry={entry({ name_en: 'Kaski', order: 1 }, { name_en: 'Kaski district', order: 1 })} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Changes (1)')).toBeTruthy();
    expect(screen.getByText('name_en')).toBeTruthy();
    expect(screen.getByText('"Kaski" → "Kaski district"')).toBeTruthy();
    expect(screen.queryByText('order')).toBeNull();
  });

  it('shows a created item field by field and nothing when nothing changed', () => {
    const { container, rerender } = render(
      <I18nextProvider i18n={i18n}>
        <AuditChanges entry={entry(null, { email: 'new@example.org' })} />
      </I18nextProvider>,
    );
    expect(screen.getByText('— → "new@example.org"')).toBeTruthy();
    rerender(
      <I18nextProvider i18n={i18n}>
        <AuditChanges entry={entry({ a: 1 }, { a: 1 })} />
      </I18nextProvider>,
    );
    expect(container.textContent).toBe('');
  });
});
