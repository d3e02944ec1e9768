import { type Certification, call, seekerContract } from 'shared-api';
import { useProfileMutation } from './profile-mutation.ts';

/** Certifications have no routes of their own: PUT /users/profile carries the whole list (spec section 7). */
const putCertifications = (list: readonly Certification[]) =>
  call(seekerContract.updateProfile, { body: { certifications: [...list] } });

/** Adds the certification, or replaces the one with its id. */
export const useSaveCertification = (list: readonly Certification[]) =>
  useProfileMutation((item: Certification) =>
    putCertifications(
      list.some((c) => c.id === item.id) ? list.map((c) => (c.id === item.id ? item : c)) : [...list, item],
    ),
  );

export const useDeleteCertification = (list: readonly Certification[]) =>
  useProfileMutation((item: Certification) => putCertifications(list.filter((c) => c.id !== item.id)));
