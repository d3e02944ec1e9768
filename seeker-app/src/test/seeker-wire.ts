import type { WireUser } from 'shared-api';

/** A job seeker as the server sends one, with an empty profile (tests add what they need). */
export const seekerWire: WireUser = {
  id: '00000000-0000-4000-8000-000000000002',
  email: 'sita@example.com',
  role: 'job_seeker',
  isActive: true,
  emailVerified: true,
  approvalStatus: null,
  rejectionReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  locationId: null,
  customLocation: null,
  locationInfo: null,
  fullName: 'Sita Sharma',
};
