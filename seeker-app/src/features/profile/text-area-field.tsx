import { type TextareaHTMLAttributes, useId } from 'react';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string };

/** A labelled multi-line input, styled like shared-ui's Field. */
export function TextAreaField({ label, id, ...rest }: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="field">
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      <textarea {...rest} id={inputId} className="field-input" rows={rest.rows ?? 3} />
    </div>
  );
}
