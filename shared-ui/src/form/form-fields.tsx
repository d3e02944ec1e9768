import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import {
  type RegisterOptions,
  type UseControllerProps,
  useController,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, SelectField, TextAreaField } from 'shared-ui';
import { fieldErrorText } from './field-error-text.ts';

type Bound = { name: string; label: string; rules?: RegisterOptions };
type Controlled = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur';
type ControllerRules = UseControllerProps['rules'];

/** The translated error of one field (re-renders on its own state and on a language change). */
export function useFieldError(name: string): string | null {
  useTranslation('common');
  const { control, getFieldState } = useFormContext();
  const state = useFormState({ control, name });
  return fieldErrorText(getFieldState(name, state).error);
}

/** A text-like input bound to the form by name (`Field`'s look, label, hint and error). */
export function FormField({
  name,
  rules,
  ...input
}: Bound & Omit<InputHTMLAttributes<HTMLInputElement>, Controlled> & { hint?: string }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const valueAsNumber = input.type === 'number' ? { setValueAs: numberOrEmpty } : {};
  return <Field {...input} {...register(name, { ...valueAsNumber, ...rules })} error={error} />;
}

/** An empty number box is "no value" (undefined), not 0 or NaN, so an optional number stays optional. */
function numberOrEmpty(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  const number = Number(value);
  return Number.isNaN(number) ? value : number;
}

/**
 * A select bound to the form by name; `children` are its options. Controlled: React sets the chosen option
 * whenever the options change, so a saved value shows as soon as its option arrives (lookup lists load after
 * the form; an uncontrolled select keeps the empty first choice it had when the value was first set).
 * `rules.setValueAs` turns the chosen option's text into the form value (e.g. '' into null).
 */
export function FormSelect({
  name,
  rules,
  children,
  ...select
}: Bound & Omit<SelectHTMLAttributes<HTMLSelectElement>, Controlled> & { children: ReactNode }) {
  const { setValueAs, ...controllerRules } = rules ?? {};
  const { field } = useController({ name, rules: controllerRules as ControllerRules });
  const error = useFieldError(name);
  return (
    <SelectField
      {...select}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(setValueAs ? setValueAs(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      error={error}
    >
      {children}
    </SelectField>
  );
}

/** A textarea bound to the form by name. */
export function FormTextArea({
  name,
  rules,
  ...area
}: Bound & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Controlled> & { hint?: string }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <TextAreaField {...area} {...register(name, rules)} error={error} />;
}

/** A checkbox bound to a boolean field; the label may hold links (e.g. the terms). */
export function FormCheckbox({
  name,
  rules,
  label,
  id,
  ...input
}: Omit<Bound, 'label'> & { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, Controlled | 'type'>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className="field">
      <label className="checkbox" htmlFor={inputId}>
        <input
          {...input}
          {...register(name, rules)}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
