import type { WireUser } from '../contract/users.ts';

const NAMES: Record<WireUser['role'], Pick<WireUser, 'id' | 'email'> & Partial<WireUser>> = {
  job_seeker: { id: '00000000-0000-4000-8000-000000000002', email: 'sita@example.com', fullName: 'Sita Sharma' },
  employer: {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'hr@example.com',
    companyName: 'Pokhara Traders',
    approvalStatus: 'pending',
  },
  admin: { id: '00000000-0000-4000-8000-000000000003', email: 'admin@example.com', fullName: 'Portal Admin' },
};

/**
 * A user as the server sends one (GET /users/me), active and verified, with an empty profile: a seeker named
 * Sita Sharma, an employer (Pokhara Traders) pending approval, or an admin. `patch` sets what a test needs.
 */
export function wireUser(role: WireUser['role'], patch: Partial<WireUser> = {}): WireUser {
  return {
    role,
    isActive: true,
    emailVerified: true,
    approvalStatus: null,
    rejectionReason: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    locationId: null,
    customLocation: null,
    locationInfo: null,
    ...NAMES[role],
    ...patch,
  };
}
