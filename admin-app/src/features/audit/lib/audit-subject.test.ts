import { describe, expect, it } from 'vitest';
import { auditSubject } from './audit-subject.ts';

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
    expect(
      auditSubject({ ...base, action: 'delete', before: { title: 'Cook', companyName: 'Fewa Boats' }, after: null }),
    ).toEqual({ name: 'Cook (Fewa Boats)', reason: null });
  });
});
