import { type SelectHTMLAttributes, useId } from 'react';

type Option = { value: string; label: string };
type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly Option[];
  placeholder: string;
};

/** A labelled single choice with an empty first option. */
export function SelectField({ label, options, placeholder, id, ...rest }: SelectFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="field">
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      <select {...rest} id={inputId} className="field-input">
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
