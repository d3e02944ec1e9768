import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpUrl, type User } from 'shared-api';
import { displayOther, Field, isOther, lookupName, useLanguage, useLookupList } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { profileCall } from '../../seeker-api.ts';
import { SectionAlert } from './section-alert.tsx';
import { SelectField } from './select-field.tsx';
import { SubmitRow } from './submit-row.tsx';
import { TextAreaField } from './text-area-field.tsx';
import { useSectionSave } from './use-section-save.ts';

type Seeker = Extract<User, { role: 'job_seeker' }>;

export function InfoSection({ user }: { user: Seeker }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const locations = useLookupList('locations');
  const { status, busy, run } = useSectionSave();
  const p = user.profile;
  const [form, setForm] = useState({
    fullName: p.fullName,
    headline: p.headline,
    summary: p.summary,
    phone: p.contact.phone,
    address: p.contact.address,
    locationId: user.locationId ?? '',
    customLocation: user.customLocation ?? '',
    linkedinUrl: p.linkedinUrl,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  const selected = locations.find((item) => item.id === form.locationId);
  const needsCustom = isOther(selected);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!form.fullName.trim()) found.fullName = t('info.fullNameRequired');
    if (needsCustom && !form.customLocation.trim()) found.customLocation = t('info.customLocationRequired');
    if (!isHttpUrl(form.linkedinUrl.trim())) found.linkedinUrl = t('info.linkedinInvalid');
    setErrors(found);
    status.clear();
    if (Object.keys(found).length > 0) return;
    await run(
      () =>
        profileCall('/users/profile', 'PUT', {
          fullName: form.fullName,
          headline: form.headline,
          summary: form.summary,
          contact: { phone: form.phone, address: form.address },
          locationId: form.locationId || null,
          customLocation: needsCustom ? form.customLocation : null,
          linkedinUrl: form.linkedinUrl.trim(),
        }),
      t('messages.changesSaved'),
      t('messages.saveInfoFailed'),
    );
  }

  const location = displayOther(
    user.locationInfo,
    user.locationInfo ? user.locationInfo.customLocation : user.customLocation,
    language,
  );

  return (
    <section className="card seeker-section" aria-labelledby="seeker-info-title">
      <h2 id="seeker-info-title">{t('info.title')}</h2>
      {location ? (
        <p className="muted">
          {t('info.location')}: {location}
        </p>
      ) : null}
      <form className="form seeker-form-grid" noValidate onSubmit={submit}>
        <Field
          label={t('info.fullName')}
          required
          value={form.fullName}
          error={errors.fullName}
          onChange={(e) => set('fullName')(e.target.value)}
          maxLength={120}
        />
        <Field
          label={t('info.headline')}
          value={form.headline}
          onChange={(e) => set('headline')(e.target.value)}
          maxLength={200}
        />
        <Field
          label={t('info.phone')}
          type="tel"
          value={form.phone}
          onChange={(e) => set('phone')(e.target.value)}
          maxLength={40}
        />
        <Field
          label={t('info.address')}
          value={form.address}
          onChange={(e) => set('address')(e.target.value)}
          maxLength={300}
        />
        <SelectField
          label={t('info.location')}
          placeholder={t('info.chooseLocation')}
          value={form.locationId}
          options={locations.map((item) => ({ value: item.id, label: lookupName(item, language) }))}
          onChange={(e) => set('locationId')(e.target.value)}
        />
        {needsCustom ? (
          <Field
            label={t('info.customLocation')}
            required
            value={form.customLocation}
            error={errors.customLocation}
            onChange={(e) => set('customLocation')(e.target.value)}
            maxLength={120}
          />
        ) : null}
        <Field
          label={t('info.linkedinUrl')}
          type="url"
          value={form.linkedinUrl}
          hint={t('info.linkedinHint')}
          error={errors.linkedinUrl}
          onChange={(e) => set('linkedinUrl')(e.target.value)}
          maxLength={300}
        />
        <TextAreaField
          label={t('info.summary')}
          value={form.summary}
          onChange={(e) => set('summary')(e.target.value)}
          maxLength={5000}
          rows={4}
        />
        <SubmitRow busy={busy}>{t('actions.save')}</SubmitRow>
      </form>
      <SectionAlert message={status.message} />
    </section>
  );
}
