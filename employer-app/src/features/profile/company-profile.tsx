import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type User, useSession, wireUserSchema } from 'shared-api';
import {
  Alert,
  type AlertTone,
  Button,
  Field,
  isOther,
  lookupName,
  SelectField,
  TextAreaField,
  useLanguage,
  useLookupList,
} from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { CompanyDocuments } from './company-documents.tsx';
import { CompanyLogo } from './company-logo.tsx';

type EmployerUser = Extract<User, { role: 'employer' }>;
export type Notice = { tone: AlertTone; text: string } | null;

/** The company profile (spec sections 2 and 3): details, industry with Other → custom, logo, documents. */
export function CompanyProfile({ user }: { user: EmployerUser }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const setUser = useSession((state) => state.setUser);
  const industries = useLookupList('industries');
  const profile = user.profile;
  const [values, setValues] = useState({
    companyName: profile.companyName,
    companyDescription: profile.description,
    website: profile.website,
    address: profile.address,
    industryId: profile.industryId ?? '',
    customIndustry: profile.customIndustry ?? '',
  });
  const [errors, setErrors] = useState<{ companyName?: string; customIndustry?: string }>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const needsCustom = isOther(industries.find((item) => item.id === values.industryId));

  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const found = {
      companyName: values.companyName.trim() ? undefined : t('profile.companyNameRequired'),
      customIndustry: needsCustom && !values.customIndustry.trim() ? t('profile.customIndustryRequired') : undefined,
    };
    setErrors(found);
    if (found.companyName || found.customIndustry) return;
    setBusy(true);
    try {
      const wire = await api('/users/profile', {
        method: 'PUT',
        body: {
          ...values,
          industryId: values.industryId || null,
          customIndustry: needsCustom ? values.customIndustry : null,
        },
        schema: wireUserSchema,
      });
      if (wire) setUser(wire);
      setNotice({ tone: 'success', text: t('profile.saved') });
    } catch {
      setNotice({ tone: 'error', text: t('profile.saveFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card stack company-profile" aria-labelledby="company-profile-heading">
      <h2 id="company-profile-heading">{t('profile.heading')}</h2>
      <CompanyLogo logoUrl={profile.companyLogoUrl} companyName={profile.companyName} />
      <form className="form" onSubmit={save} noValidate>
        {notice ? (
          <Alert tone={notice.tone} testId="profile-notice">
            {notice.text}
          </Alert>
        ) : null}
        <Field
          label={t('profile.companyName')}
          value={values.companyName}
          onChange={set('companyName')}
          required
          error={errors.companyName}
          maxLength={200}
        />
        <TextAreaField
          label={t('profile.description')}
          value={values.companyDescription}
          onChange={set('companyDescription')}
          rows={4}
        />
        <Field
          label={t('profile.website')}
          type="url"
          value={values.website}
          onChange={set('website')}
          maxLength={500}
        />
        <Field label={t('profile.address')} value={values.address} onChange={set('address')} maxLength={500} />
        <SelectField label={t('profile.industry')} value={values.industryId} onChange={set('industryId')}>
          <option value="">{t('profile.chooseIndustry')}</option>
          {industries.map((item) => (
            <option key={item.id} value={item.id}>
              {lookupName(item, language)}
            </option>
          ))}
        </SelectField>
        {needsCustom ? (
          <Field
            label={t('profile.customIndustry')}
            value={values.customIndustry}
            onChange={set('customIndustry')}
            required
            error={errors.customIndustry}
            maxLength={200}
          />
        ) : null}
        <div className="row">
          <Button type="submit" busy={busy}>
            {t('profile.save')}
          </Button>
        </div>
      </form>
      <CompanyDocuments documents={profile.documents} />
    </section>
  );
}
