import { type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { RequiredMark } from '../field.tsx';

type Labelled = { label: string; error?: string | null };

/** Label + select + error, wired with ids (the Field of select boxes). */
export function SelectField({
  label,
  error,
  id,
  children,
  required,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & Labelled & { ref?: Ref<HTMLSelectElement> }) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className="field">
      <label htmlFor={selectId} className="field-label">
        {label}
        <RequiredMark required={required} />
      </label>
      <select
        {...select}
        id={selectId}
        required={required}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
      >
        {children}
      </select>
      {error ? (
        <p id={`${selectId}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Label + textarea + hint + error. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  required,
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & Labelled & { hint?: string; ref?: Ref<HTMLTextAreaElement> }) {
  const generated = useId();
  const areaId = id ?? generated;
  const hintId = `${areaId}-hint`;
  const errorId = `${areaId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={areaId} className="field-label">
        {label}
        <RequiredMark required={required} />
      </label>
      <textarea
        {...area}
        id={areaId}
        required={required}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
