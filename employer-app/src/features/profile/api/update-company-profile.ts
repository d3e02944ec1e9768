import { useMutation } from '@tanstack/react-query';
import { type ApiRoute, call, type EmployerProfileBody, employerProfileBodySchema, seekerContract } from 'shared-api';
import { useStoreUser } from './use-store-user.ts';

/**
 * PUT /users/profile with the employer's body: the contract declares this path once (seekerContract, with the
 * seeker's body schema); the employer's fields are employerProfileBodySchema, which the server parses for employers.
 */
const updateEmployerProfileRoute = {
  ...seekerContract.updateProfile,
  body: employerProfileBodySchema,
} as const satisfies ApiRoute;

export const updateCompanyProfile = (body: EmployerProfileBody) => call(updateEmployerProfileRoute, { body });

export const useUpdateCompanyProfile = () =>
  useMutation({ mutationFn: updateCompanyProfile, onSuccess: useStoreUser() });
