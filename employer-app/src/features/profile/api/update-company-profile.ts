import { useMutation } from '@tanstack/react-query';
import { call, type EmployerProfileBody, employerContract } from 'shared-api';
import { useStoreUser } from './use-store-user.ts';

export const updateCompanyProfile = (body: EmployerProfileBody) => call(employerContract.updateProfile, { body });

export const useUpdateCompanyProfile = () =>
  useMutation({ mutationFn: updateCompanyProfile, onSuccess: useStoreUser() });
