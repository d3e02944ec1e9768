import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type IssueLike, issueToken } from './issue-token.ts';

/** The form state of a contract schema: values typed as the schema's input, submit data as its output. */
export type ContractForm<S extends z.ZodType> = UseFormReturn<
  z.input<S> & FieldValues,
  unknown,
  z.output<S> & FieldValues
>;

/**
 * react-hook-form on a contract zod schema: the same rules the server runs, field errors by the schema's
 * messages (or a generic `common:validation.*` token), focus on the first invalid field after a submit.
 */
export function useContractForm<S extends z.ZodType>(
  schema: S,
  options: Omit<UseFormProps<z.input<S> & FieldValues, unknown, z.output<S> & FieldValues>, 'resolver'> = {},
): ContractForm<S> {
  return useForm<z.input<S> & FieldValues, unknown, z.output<S> & FieldValues>({
    // biome-ignore lint/suspicious/noExplicitAny: the resolver's zod generics cannot follow a generic schema
    resolver: zodResolver(schema as any, { error: (issue: IssueLike) => issueToken(issue) }) as never,
    shouldFocusError: true,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
  });
}
