import { useId } from 'react';
import { LabelledControl } from './labelled-control.tsx';

type ListFilterProps<V extends string> = {
  label: string;
  /** The option that filters nothing. */
  allLabel: string;
  options: readonly { value: V; label: string }[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
};

/** A list's one filter above its table: a labelled select whose first option shows everything. */
export function ListFilter<V extends string>({ label, allLabel, options, value, onChange }: ListFilterProps<V>) {
  const id = useId();
  return (
    <div className="list-filter">
      <LabelledControl id={id} label={label}>
        <select
          id={id}
          className="field-input"
          value={value ?? ''}
          onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value)}
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </LabelledControl>
    </div>
  );
}
