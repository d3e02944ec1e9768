import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOOKUP_FIELDS, type LookupItem, type LookupList, type LookupWriteBody } from 'shared-api';
import { Alert, Button, Field, Modal } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';

type FieldName = (typeof LOOKUP_FIELDS)[LookupList][number];

const NUMBER_FIELDS = new Set<FieldName>(['min', 'max', 'order']);
/** Spec section 5: every field is required except those whose names contain max or order. */
const isRequired = (field: FieldName) => !field.includes('max') && !field.includes('order');

/** Whole number from a form field; empty (or not a number) becomes null (spec section 5). */
export function parseWholeNumber(value: string): number | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const parsed = Number.parseInt(trimmed, 10);
  return Number.isNaN(parsed) ? null : parsed;
}

function initialValues(fields: readonly FieldName[], item: LookupItem | null): Record<FieldName, string> {
  const values = {} as Record<FieldName, string>;
  for (const field of fields) {
    const value = item?.[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

type LookupFormProps = {
  list: LookupList;
  item: LookupItem | null;
  title: string;
  busy: boolean;
  error: string | null;
  onSubmit: (body: LookupWriteBody) => void;
  onClose: () => void;
};

/** Add/edit form of one lookup item, in a modal. */
export function LookupForm({ list, item, title, busy, error, onSubmit, onClose }: LookupFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const fields = LOOKUP_FIELDS[list];
  const [values, setValues] = useState(() => initialValues(fields, item));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<FieldName, string>> = {};
    const body: Record<string, string | number | null> = {};
    for (const field of fields) {
      const raw = values[field];
      const value = NUMBER_FIELDS.has(field) ? parseWholeNumber(raw) : raw.trim();
      if (isRequired(field) && (value === null || value === '')) {
        found[field] = t('lookups.fieldRequired', { field: t(`lookups.fields.${field}`) });
      }
      body[field] = value;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit(body as unknown as LookupWriteBody);
  };

  return (
    <Modal open onClose={onClose} title={title} testId="lookup-form">
      <form className="stack" onSubmit={submit} noValidate>
        {fields.map((field) => (
          <Field
            key={field}
            label={t(`lookups.fields.${field}`)}
            name={field}
            required={isRequired(field)}
            type={NUMBER_FIELDS.has(field) ? 'number' : 'text'}
            step={NUMBER_FIELDS.has(field) ? 1 : undefined}
            inputMode={NUMBER_FIELDS.has(field) ? 'numeric' : undefined}
            lang={field === 'name_ne' ? 'ne' : undefined}
            value={values[field]}
            error={errors[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          />
        ))}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="row form-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('actions.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
