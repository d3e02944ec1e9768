import type { FormHTMLAttributes, ReactNode } from 'react';
import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

type FormProps<TValues extends FieldValues, TOutput extends FieldValues> = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> & {
  form: UseFormReturn<TValues, unknown, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
  testId?: string;
  children: ReactNode;
};

/**
 * `<form noValidate>` (the app shows its own errors in the chosen language, not the browser's English
 * pop-ups) with the react-hook-form provider the Form* fields read their state from.
 */
export function Form<TValues extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  testId,
  className = 'form',
  children,
  ...rest
}: FormProps<TValues, TOutput>) {
  return (
    <FormProvider {...form}>
      <form {...rest} className={className} noValidate onSubmit={form.handleSubmit(onSubmit)} data-testid={testId}>
        {children}
      </form>
    </FormProvider>
  );
}
