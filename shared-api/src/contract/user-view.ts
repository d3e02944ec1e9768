import type { User, UserBase, WireUser } from './users.ts';

/** Regroups the server's flat role fields under `profile` (spec section 3). */
export function toUser(wire: WireUser): User {
  const base: UserBase = {
    id: wire.id,
    email: wire.email,
    role: wire.role,
    isActive: wire.isActive,
    emailVerified: wire.emailVerified,
    approvalStatus: wire.approvalStatus,
    rejectionReason: wire.rejectionReason,
    createdAt: wire.createdAt,
    locationId: wire.locationId,
    customLocation: wire.customLocation,
    locationInfo: wire.locationInfo,
  };
  if (wire.role === 'employer') {
    return {
      ...base,
      role: 'employer',
      profile: {
        companyName: wire.companyName ?? '',
        description: wire.companyDescription ?? '',
        website: wire.website ?? '',
        address: wire.address ?? '',
        companyLogoUrl: wire.companyLogoUrl ?? null,
        documents: wire.documents ?? [],
        industryId: wire.industryId ?? null,
        industry: wire.industry ?? null,
        customIndustry: wire.customIndustry ?? null,
      },
    };
  }
  if (wire.role === 'admin') {
    return { ...base, role: 'admin', profile: { fullName: wire.fullName ?? '' } };
  }
  return {
    ...base,
    role: 'job_seeker',
    profile: {
      fullName: wire.fullName ?? '',
      headline: wire.headline ?? '',
      summary: wire.summary ?? '',
      resumeUrl: wire.resumeUrl ?? null,
      resumeFileName: wire.resumeFileName ?? null,
      linkedinUrl: wire.linkedinUrl ?? '',
      contact: wire.contact ?? { phone: '', address: '' },
      skills: wire.skills ?? [],
      certifications: wire.certifications ?? [],
      preferences: wire.preferences ?? { expectedSalary: 0, jobTypes: [], locations: [], industries: [] },
      experience: wire.experience ?? [],
      education: wire.education ?? [],
    },
  };
}

/** Display name rule of the user menu: company name for employers, full name otherwise. */
export function displayName(user: User): string {
  const name = user.role === 'employer' ? user.profile.companyName : user.profile.fullName;
  return name.trim() || user.email;
}
