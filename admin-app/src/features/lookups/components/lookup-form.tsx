import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupItem, LookupList, LookupWriteBody } from 'shared-api';
import { LOOKUP_FIELDS } from 'shared-api/area-constants';
import { lookupWriteSchema } from 'shared-api/schemas';
import { Modal, serverMessage } from 'shared-ui';
import { Form, FormActions, FormField, useContractForm } from 'shared-ui/form';
import { FormFailure, reportServerError } from '../../../components/form-failure.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useSaveLookupItem } from '../api/save-lookup-item.ts';

type FieldName = (typeof LOOKUP_FIELDS)[LookupList][number];

const NUMBER_FIELDS = new Set<FieldName>(['min', 'max', 'order']);
/** Spec section 5: every field is required except those whose names contain max or order (the contract's rule). */
const isRequired = (field: FieldName) => !field.includes('max') && !field.includes('order');

function defaultValues(fields: readonly FieldName[], item: LookupItem | null): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const field of fields) {
    const value = item?.[field];
    // An empty number box is no value (the contract makes it null); text boxes start empty.
    if (value !== null && value !== undefined) values[field] = value;
    else if (!NUMBER_FIELDS.has(field)) values[field] = '';
  }
  return values;
}

type LookupFormProps = {
  list: LookupList;
  item: LookupItem | null;
  title: string;
  onSaved: () => void;
  onClose: () => void;
};

/** Add/edit form of one lookup item, in a modal, on the contract's write schema of the list. */
export function LookupForm({ list, item, title, onSaved, onClose }: LookupFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const fields = LOOKUP_FIELDS[list];
  const schema = useMemo(() => lookupWriteSchema(list), [list]);
  const form = useContractForm(schema, { defaultValues: defaultValues(fields, item) });
  const save = useSaveLookupItem(list);

  const submit = (body: LookupWriteBody) =>
    save.mutate(
      { id: item?.id ?? null, body },
      { onSuccess: onSaved, onError: (error) => reportServerError(form, error) },
    );

  return (
    <Modal open onClose={onClose} title={title} testId="lookup-form">
      <Form form={form} className="stack" onSubmit={submit}>
        {fields.map((field) => (
          <FormField
            key={field}
            name={field}
            label={t(`lookups.fields.${field}`)}
            required={isRequired(field)}
            type={NUMBER_FIELDS.has(field) ? 'number' : 'text'}
            step={NUMBER_FIELDS.has(field) ? 1 : undefined}
            inputMode={NUMBER_FIELDS.has(field) ? 'numeric' : undefined}
            lang={field === 'name_ne' ? 'ne' : undefined}
          />
        ))}
        <FormFailure>{serverMessage(save.error, t('messages.saveFailed'))}</FormFailure>
        <FormActions busy={save.isPending} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
