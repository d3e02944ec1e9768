/**
 * The values without their confirmation (and without react-hook-form's index signature), union member by union
 * member, so a sign-up body stays the contract's discriminated union.
 */
type WithoutConfirmation<T> = T extends unknown
  ? { [K in keyof T as K extends 'confirmPassword' ? never : string extends K ? never : K]: T[K] }
  : never;

/** A new-password form's values as the contract body: the client-only confirmation is never sent. */
export function withoutConfirmation<T extends { confirmPassword: string }>({
  confirmPassword: _,
  ...body
}: T): WithoutConfirmation<T> {
  return body as unknown as WithoutConfirmation<T>;
}
