import { call, type EmployerProfileBody, employerContract } from 'shared-api';
import { useProfileMutation } from './profile-mutation.ts';

export const updateCompanyProfile = (body: EmployerProfileBody) => call(employerContract.updateProfile, { body });

export const useUpdateCompanyProfile = () => useProfileMutation(updateCompanyProfile);
