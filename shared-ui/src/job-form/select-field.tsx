import { type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { FieldNotes, fieldNoteIds, RequiredMark } from '../field.tsx';

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
  const { describedBy } = fieldNoteIds(areaId, hint, error);
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
      <FieldNotes id={areaId} hint={hint} error={error} />
    </div>
  );
}
