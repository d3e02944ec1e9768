import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { FileInput } from './file-input.tsx';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | null;
  hint?: string;
  /** React 19 passes a ref as a prop: it reaches the input (forms focus the first invalid field). */
  ref?: Ref<HTMLInputElement>;
};

/** The `*` after the label of a required field (screen readers hear the input's own required state). */
export function RequiredMark({ required }: { required?: boolean | undefined }) {
  return required ? (
    <span className="field-required" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
}

/** Label + input + hint + error, wired together with ids so every input has an accessible name. */
export function Field({ label, error, hint, id, className, required, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const { describedBy } = fieldNoteIds(inputId, hint, error);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="field-label">
        {label}
        <RequiredMark required={required} />
      </label>
      {input.type === 'file' ? (
        // The portal's own file box: translated, with the chosen names (not the browser's English words).
        <FileInput
          {...input}
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      ) : (
        <input
          {...input}
          id={inputId}
          required={required}
          className="field-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
      <FieldNotes id={inputId} hint={hint} error={error} />
    </div>
  );
}

/** A control's ids for its hint and error, and the aria-describedby naming those it has. */
export function fieldNoteIds(id: string, hint?: string | null, error?: string | null) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, describedBy };
}

/** The hint and the error under a control, with the ids its aria-describedby names (`fieldNoteIds`). */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string | null; error?: string | null }) {
  const { hintId, errorId } = fieldNoteIds(id, hint, error);
  return (
    <>
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
    </>
  );
}
