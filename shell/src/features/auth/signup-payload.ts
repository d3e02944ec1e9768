import type { SignupBody, SignupRole } from 'shared-api';

export type SignupValues = { name: string; email: string; password: string };

/** Exactly the spec's signup payload (section 5): email, password, role and an empty role profile. */
export function buildSignupPayload(role: SignupRole, { name, email, password }: SignupValues): SignupBody {
  if (role === 'employer') {
    return {
      email,
      password,
      role,
      profile: { companyName: name, description: '', website: '', address: '' },
    };
  }
  return {
    email,
    password,
    role,
    profile: {
      fullName: name,
      headline: '',
      summary: '',
      contact: { phone: '', address: '' },
      skills: [],
      certifications: [],
      preferences: { expectedSalary: 0, jobTypes: [], locations: [], industries: [] },
    },
  };
}
