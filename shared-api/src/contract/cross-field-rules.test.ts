import { describe, expect, it } from 'vitest';
import { changePasswordBodySchema, signupBodySchema, withPasswordConfirmation } from './auth.ts';
import { authMessages } from './auth-messages.ts';
import { educationInputSchema, experienceInputSchema } from './seeker.ts';
import { seekerMessages } from './seeker-constants.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('cross-field rules of the contract schemas (run by the server and the forms)', () => {
  const job = { title: 'Developer', company: 'Himal Tech', startDate: '2021-03-01' };

  it('an experience ends on or after its start, unless it is current', () => {
    expect(issues(experienceInputSchema.safeParse({ ...job, endDate: '2021-02-28' }))).toEqual([
      ['endDate', seekerMessages.endBeforeStart],
    ]);
    expect(experienceInputSchema.safeParse({ ...job, endDate: '2021-03-01' }).success).toBe(true);
    expect(experienceInputSchema.safeParse({ ...job, endDate: '2021-02-28', present: true }).success).toBe(true);
  });

  it('an education ends on or after its start, and the Other degree needs its text', () => {
    const school = { school: 'Tribhuvan University', startDate: '2015-01-01' };
    expect(issues(educationInputSchema.safeParse({ ...school, endDate: '2014-12-31' }))).toEqual([
      ['endDate', seekerMessages.endBeforeStart],
    ]);
    expect(issues(educationInputSchema.safeParse({ ...school, degree: 'Other', customDegree: ' ' }))).toEqual([
      ['customDegree', seekerMessages.customDegreeRequired],
    ]);
    expect(educationInputSchema.safeParse({ ...school, degree: 'other', customDegree: 'Diploma' }).success).toBe(true);
  });

  it('a confirmed password must match, on object and union bodies; the body rules still apply', () => {
    const change = withPasswordConfirmation(changePasswordBodySchema, 'newPassword');
    const body = { currentPassword: 'old-secret', newPassword: 'new-secret' };
    expect(issues(change.safeParse({ ...body, confirmPassword: 'other' }))).toEqual([
      ['confirmPassword', authMessages.passwordsDoNotMatch],
    ]);
    expect(change.parse({ ...body, confirmPassword: 'new-secret' })).toMatchObject(body);

    const signup = withPasswordConfirmation(signupBodySchema);
    const seeker = { email: 'A@B.co', password: 'secret1', role: 'job_seeker', profile: { fullName: 'Sita' } };
    expect(issues(signup.safeParse({ ...seeker, confirmPassword: 'secret2' }))).toEqual([
      ['confirmPassword', authMessages.passwordsDoNotMatch],
    ]);
    expect(signup.parse({ ...seeker, confirmPassword: 'secret1' })).toMatchObject({ email: 'a@b.co' });
    expect(signup.safeParse({ ...seeker, password: '123', confirmPassword: '123' }).success).toBe(false);
  });
});
