import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminEmployerProfile, adminContract, api, type EmployerDocument, type WireUser } from 'shared-api';
import {
  Alert,
  Button,
  ConfirmDialog,
  Field,
  isOther,
  lookupName,
  Modal,
  serverMessage,
  useLanguage,
  useLookupList,
} from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { adminKeys, withId } from '../../lib/admin-queries.ts';
import { LabelledControl } from '../shared/labelled-control.tsx';
import { DocumentLinks } from './document-links.tsx';

type Values = {
  companyName: string;
  email: string;
  password: string;
  website: string;
  address: string;
  description: string;
  industryId: string;
  customIndustry: string;
};

const valuesOf = (employer: WireUser | null): Values => ({
  companyName: employer?.companyName ?? '',
  email: employer?.email ?? '',
  password: '',
  website: employer?.website ?? '',
  address: employer?.address ?? '',
  description: employer?.companyDescription ?? '',
  industryId: employer?.industryId ?? '',
  customIndustry: employer?.customIndustry ?? '',
});

type EmployerFormProps = {
  /** null: create a new employer. */
  employer: WireUser | null;
  onClose: () => void;
  /** `created` is the new employer after a create, so the form can go on with its logo and documents. */
  onSaved: (message: string, created: WireUser | null) => void;
};

/** Add/edit an employer (spec section 5); editing also manages the logo and the documents. */
export function EmployerForm({ employer, onClose, onSaved }: EmployerFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const industries = useLookupList('industries');
  const [values, setValues] = useState(() => valuesOf(employer));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const descriptionId = useId();
  const industryId = useId();
  const editing = employer !== null;
  const chosenIndustry = industries.find((item) => item.id === values.industryId);
  const needsCustomIndustry = isOther(chosenIndustry);

  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  // A Field's value, change handler and validation message all come from the same key.
  const bind = (field: keyof Values) => ({ value: values[field], onChange: set(field), error: errors[field] });

  const save = useMutation({
    mutationFn: async (profile: AdminEmployerProfile) => {
      if (employer) {
        return api(withId(adminContract.updateEmployer.path, employer.id), {
          method: 'PUT',
          body: { profile },
          schema: adminContract.updateEmployer.response,
        });
      }
      return api(adminContract.createEmployer.path, {
        method: 'POST',
        body: { email: values.email.trim(), password: values.password, profile },
        schema: adminContract.createEmployer.response,
      });
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onSaved(t('messages.saved'), editing ? null : (saved ?? null));
    },
    onError: (error) =>
      setSaveError(t('employers.saveFailed', { message: serverMessage(error, t('messages.saveFailed')) })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<keyof Values, string>> = {};
    if (!values.companyName.trim()) found.companyName = t('employers.companyNameRequired');
    if (!editing && !values.email.trim()) found.email = t('employers.emailRequired');
    if (!editing && !values.password) found.password = t('employers.passwordRequired');
    else if (!editing && values.password.length < 6) found.password = t('employers.passwordShort');
    if (needsCustomIndustry && !values.customIndustry.trim())
      found.customIndustry = t('employers.customIndustryRequired');
    setErrors(found);
    setSaveError(null);
    if (Object.keys(found).length > 0) return;
    save.mutate({
      companyName: values.companyName.trim(),
      website: values.website.trim(),
      address: values.address.trim(),
      description: values.description.trim(),
      industryId: values.industryId || null,
      customIndustry: needsCustomIndustry ? values.customIndustry.trim() : null,
    });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? t('employers.editTitle') : t('employers.addTitle')}
      className="modal-wide"
      testId="employer-form"
    >
      <form className="stack" onSubmit={submit} noValidate>
        <Field label={t('employers.companyName')} required {...bind('companyName')} />
        {editing ? null : (
          <>
            <Field label={t('users.email')} type="email" required autoComplete="off" {...bind('email')} />
            <Field
              label={t('employers.password')}
              type="password"
              required
              autoComplete="new-password"
              {...bind('password')}
            />
          </>
        )}
        <Field label={t('employers.website')} type="url" {...bind('website')} />
        <Field label={t('employers.address')} {...bind('address')} />
        <LabelledControl id={descriptionId} label={t('employers.description')}>
          <textarea
            id={descriptionId}
            className="field-input"
            rows={4}
            value={values.description}
            onChange={set('description')}
          />
        </LabelledControl>
        <LabelledControl id={industryId} label={t('employers.industry')}>
          <select id={industryId} className="field-input" value={values.industryId} onChange={set('industryId')}>
            <option value="">{t('employers.noIndustry')}</option>
            {industries.map((item) => (
              <option key={item.id} value={item.id}>
                {lookupName(item, language)}
              </option>
            ))}
          </select>
        </LabelledControl>
        {needsCustomIndustry ? (
          <Field label={t('employers.customIndustry')} required {...bind('customIndustry')} />
        ) : null}
        {saveError ? <Alert tone="error">{saveError}</Alert> : null}
        <div className="row form-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {t('actions.save')}
          </Button>
        </div>
      </form>
      {employer ? <EmployerFiles employer={employer} /> : null}
    </Modal>
  );
}

/** Logo change/delete and documents upload/download/delete of an existing employer. */
function EmployerFiles({ employer }: { employer: WireUser }) {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const logoInput = useRef<HTMLInputElement>(null);
  const documentsInput = useRef<HTMLInputElement>(null);
  const logoId = useId();
  const documentsId = useId();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [confirmLogo, setConfirmLogo] = useState(false);
  const [deletingDocument, setDeletingDocument] = useState<EmployerDocument | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  const name = employer.companyName || employer.email;

  const run = useMutation({
    mutationFn: async (action: {
      kind: 'logo' | 'deleteLogo' | 'documents' | 'deleteDocument';
      documentId?: string;
    }) => {
      if (action.kind === 'logo') {
        const file = logoInput.current?.files?.[0];
        if (!file) throw new Error('no file');
        const form = new FormData();
        form.append('logo', file);
        await api(withId(adminContract.uploadLogo.path, employer.id), { method: 'POST', body: form });
        if (logoInput.current) logoInput.current.value = '';
      } else if (action.kind === 'deleteLogo') {
        await api(withId(adminContract.deleteLogo.path, employer.id), { method: 'DELETE' });
      } else if (action.kind === 'documents') {
        const files = [...(documentsInput.current?.files ?? [])];
        const form = new FormData();
        for (const file of files) form.append('documents', file);
        await api(withId(adminContract.uploadDocuments.path, employer.id), { method: 'POST', body: form });
        if (documentsInput.current) documentsInput.current.value = '';
      } else {
        await api(withId(adminContract.deleteDocument.path, employer.id, action.documentId), { method: 'DELETE' });
      }
    },
    onSuccess: async () => {
      setMessage({ tone: 'success', text: t('messages.saved') });
      await refresh();
    },
    onError: (error, action) => {
      const fallback = {
        logo: t('employers.logoUploadFailed'),
        deleteLogo: t('employers.logoDeleteFailed'),
        documents: t('employers.documentsUploadFailed'),
        deleteDocument: t('employers.documentDeleteFailed'),
      }[action.kind];
      const detail = serverMessage(error, '');
      setMessage({ tone: 'error', text: detail && detail !== 'no file' ? `${fallback} ${detail}` : fallback });
    },
  });

  return (
    <div className="stack employer-files">
      <section className="stack" aria-labelledby={`${logoId}-heading`}>
        <h3 id={`${logoId}-heading`}>{t('employers.logo')}</h3>
        {employer.companyLogoUrl ? (
          <img className="approval-logo" src={employer.companyLogoUrl} alt={t('employers.logoOf', { name })} />
        ) : (
          <p className="muted">{t('employers.noLogo')}</p>
        )}
        <LabelledControl id={logoId} label={t('employers.chooseLogo')}>
          <input id={logoId} ref={logoInput} type="file" accept="image/*" className="field-input" />
        </LabelledControl>
        <div className="row">
          <Button variant="secondary" busy={run.isPending} onClick={() => run.mutate({ kind: 'logo' })}>
            {t('employers.uploadLogo')}
          </Button>
          {employer.companyLogoUrl ? (
            <Button variant="ghost" onClick={() => setConfirmLogo(true)}>
              {t('employers.deleteLogo')}
            </Button>
          ) : null}
        </div>
      </section>
      <section className="stack" aria-labelledby={`${documentsId}-heading`}>
        <h3 id={`${documentsId}-heading`}>{t('employers.documents')}</h3>
        <DocumentLinks documents={employer.documents ?? []} onDelete={setDeletingDocument} />
        <LabelledControl id={documentsId} label={t('employers.chooseDocuments')}>
          <input
            id={documentsId}
            ref={documentsInput}
            type="file"
            multiple
            accept=".pdf,.doc,.docx,.jpg,.jpeg,.png"
            className="field-input"
          />
        </LabelledControl>
        <div className="row">
          <Button variant="secondary" busy={run.isPending} onClick={() => run.mutate({ kind: 'documents' })}>
            {t('employers.uploadDocuments')}
          </Button>
        </div>
      </section>
      {message ? (
        <Alert tone={message.tone} testId="employer-files-message">
          {message.text}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirmLogo}
        message={t('common:confirm.deleteLogo')}
        tone="danger"
        confirmLabel={t('actions.delete')}
        onCancel={() => setConfirmLogo(false)}
        onConfirm={() => {
          setConfirmLogo(false);
          run.mutate({ kind: 'deleteLogo' });
        }}
      />
      <ConfirmDialog
        open={deletingDocument !== null}
        message={t('common:confirm.deleteDocument')}
        tone="danger"
        confirmLabel={t('actions.delete')}
        onCancel={() => setDeletingDocument(null)}
        onConfirm={() => {
          const documentId = deletingDocument?.id;
          setDeletingDocument(null);
          if (documentId) run.mutate({ kind: 'deleteDocument', documentId });
        }}
      />
    </div>
  );
}
