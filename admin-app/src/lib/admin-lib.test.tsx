// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { ApiError } from 'shared-api';
import { initPortalI18n, serverMessage } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { auditSubject } from '../features/audit/audit-log-page.tsx';
import { parseWholeNumber } from '../features/lookups/lookup-form.tsx';
import en from '../i18n/en.json';
import { NAMESPACE } from '../i18n/namespace.ts';
import ne from '../i18n/ne.json';
import { useClientPage } from './use-client-page.ts';

const i18n = initPortalI18n('en');
i18n.addResourceBundle('en', NAMESPACE, en);
i18n.addResourceBundle('ne', NAMESPACE, ne);

describe('parseWholeNumber', () => {
  it('parses whole numbers; empty or not a number is null', () => {
    expect(parseWholeNumber('42')).toBe(42);
    expect(parseWholeNumber(' 7.9 ')).toBe(7);
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber('abc')).toBeNull();
  });
});

describe('useClientPage', () => {
  it('pages a full list 10 at a time and steps back when the last page empties', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    const { result, rerender } = renderHook(({ list }) => useClientPage(list, 10), { initialProps: { list: items } });
    expect(result.current.pageItems).toEqual(items.slice(0, 10));
    act(() => result.current.setPage(3));
    expect(result.current.pageItems).toEqual([20, 21, 22]);
    rerender({ list: items.slice(0, 20) });
    expect(result.current.page).toBe(2);
    expect(result.current.pageItems).toEqual(items.slice(10, 20));
  });
});

describe('admin failures', () => {
  it('show the admin codes in the chosen language, the fallback for other throws', async () => {
    await i18n.changeLanguage('ne');
    expect(serverMessage(new ApiError('(not read)', 400, 'admin.reasonRequired'), 'x')).toBe(
      'कृपया अस्वीकृतिको कारण दिनुहोस्।',
    );
    expect(serverMessage(new ApiError('(not read)', 409, 'admin.lookupInUse'), 'x')).toBe(
      'यो वस्तु रोजगारी वा प्रोफाइलले प्रयोग गरिरहेकाले मेटाउन सकिँदैन।',
    );
    await i18n.changeLanguage('en');
    expect(serverMessage(new Error('boom'), 'Failed to save.')).toBe('Failed to save.');
  });
});

describe('auditSubject', () => {
  it('names what changed and keeps a rejection reason', () => {
    const base = { id: '1', actorId: null, actorEmail: null, entity: 'employer', entityId: 'e', createdAt: '' };
    expect(
      auditSubject({
        ...base,
        action: 'reject',
        before: { email: 'a@b.c' },
        after: { email: 'a@b.c', rejectionReason: 'No papers.' },
      }),
    ).toEqual({ name: 'a@b.c', reason: 'No papers.' });
    expect(
      auditSubject({ ...base, action: 'update', before: { name_en: 'Old' }, after: { name_en: 'New' } }).name,
    ).toBe('New');
  });
});
