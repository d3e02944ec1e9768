import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, useCallback } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { type LookupItem, type LookupList, lookupListQuery } from 'shared-api';
import { isOther, lookupName, useLanguage, useLookupList } from 'shared-ui';
import { FormField, FormSelect } from './form-fields.tsx';

type FormLookupSelectProps = Omit<ComponentProps<typeof FormSelect>, 'children'> & {
  /** The lookup list to choose from; each option's value is the item's id. */
  list: LookupList;
  /** The text of the empty first choice ("Select a location"). */
  placeholder: string;
  /**
   * The custom-text field shown (required) while the chosen item needs it: by default an item named Other
   * (spec section 3, 'Other - custom'); `when` decides otherwise (e.g. a negotiable salary band).
   */
  custom?: { name: string; label: string; maxLength?: number; when?: (item: LookupItem | undefined) => boolean };
};

/**
 * A form select of one lookup list (an empty first choice, then every item by its name in the chosen language)
 * and, when the chosen item is Other, the required custom-text field beneath it.
 */
export function FormLookupSelect({ list, placeholder, custom, ...select }: FormLookupSelectProps) {
  const language = useLanguage();
  const items = useLookupList(list);
  const chosen = useWatch({ control: useFormContext().control, name: select.name });
  const needsCustom = custom ? (custom.when ?? isOther)(items.find((item) => item.id === chosen)) : false;
  return (
    <>
      <FormSelect {...select}>
        <option value="">{placeholder}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {lookupName(item, language)}
          </option>
        ))}
      </FormSelect>
      {custom && needsCustom ? (
        <FormField name={custom.name} label={custom.label} required maxLength={custom.maxLength} />
      ) : null}
    </>
  );
}

const otherIdsOf = (items: LookupItem[]): ReadonlySet<string> =>
  new Set(items.filter((item) => isOther(item)).map((item) => item.id));
const NONE: ReadonlySet<string> = new Set();

/**
 * Whether an id of a lookup list is its Other item (for a form's Other rule and what it sends): a `select` view
 * of the cached list, so the function changes only when the list does.
 */
export function useIsOther(list: LookupList): (id: string | null | undefined) => boolean {
  const otherIds = useQuery({ ...lookupListQuery(list), select: otherIdsOf }).data ?? NONE;
  return useCallback((id) => Boolean(id && otherIds.has(id)), [otherIds]);
}
