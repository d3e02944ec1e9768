import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, useSession, wireUserSchema } from 'shared-api';
import { Alert, Button, ConfirmDialog, Field } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import type { Notice } from './company-profile.tsx';

/** Logo upload (change) and delete with the spec's 'Are you sure?' confirmation. */
export function CompanyLogo({ logoUrl, companyName }: { logoUrl: string | null; companyName: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const setUser = useSession((state) => state.setUser);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  async function upload(file: File | undefined) {
    if (!file) return;
    setNotice(null);
    setBusy(true);
    const body = new FormData();
    body.append('logo', file);
    try {
      const wire = await api('/users/profile/logo', { method: 'POST', body, schema: wireUserSchema });
      if (wire) setUser(wire);
    } catch {
      setNotice({ tone: 'error', text: t('logo.uploadFailed') });
    } finally {
      setBusy(false);
      setInputKey((key) => key + 1);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      const wire = await api('/users/profile/logo', { method: 'DELETE', schema: wireUserSchema });
      if (wire) setUser(wire);
      setConfirming(false);
    } catch {
      setConfirming(false);
      setNotice({ tone: 'error', text: t('logo.deleteFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="company-logo-editor stack">
      <h3>{t('logo.heading')}</h3>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {logoUrl ? (
        <img className="company-logo-preview" src={logoUrl} alt={t('logo.alt', { company: companyName })} />
      ) : (
        <p className="muted">{t('logo.none')}</p>
      )}
      <div className="row">
        <Field
          key={inputKey}
          label={logoUrl ? t('logo.change') : t('logo.upload')}
          type="file"
          accept="image/*"
          disabled={busy}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        {logoUrl ? (
          <Button variant="danger" onClick={() => setConfirming(true)} disabled={busy}>
            {t('logo.delete')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        message={tc('confirm.deleteLogo')}
        tone="danger"
        confirmLabel={tc('actions.delete')}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
