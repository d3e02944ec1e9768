import type { ComponentProps } from 'react';
import type { LookupItem } from 'shared-api';
import { lookupName } from '../lookup-name.ts';
import { useLanguage } from '../use-language.ts';
import { FormSelect } from './form-fields.tsx';

type FormLookupSelectProps = Omit<ComponentProps<typeof FormSelect>, 'children'> & {
  /** The lookup list to choose from (useLookupList); each option's value is the item's id. */
  items: readonly LookupItem[];
  /** The text of the empty first choice ("Select a location"). */
  placeholder: string;
};

/** A form select of one lookup list: an empty first choice, then every item by its name in the chosen language. */
export function FormLookupSelect({ items, placeholder, ...select }: FormLookupSelectProps) {
  const language = useLanguage();
  return (
    <FormSelect {...select}>
      <option value="">{placeholder}</option>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {lookupName(item, language)}
        </option>
      ))}
    </FormSelect>
  );
}
