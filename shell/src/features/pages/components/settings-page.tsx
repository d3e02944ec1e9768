import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from 'shared-ui';
import { AccountSettings } from '../../settings/components/settings-sections.tsx';

/** /settings, every role: language, alerts, devices, the user's own data (settings/ holds the sections). */
export function SettingsPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('settings.title'));
  return (
    <div className="page settings-page">
      <h1>{t('settings.title')}</h1>
      <AccountSettings />
    </div>
  );
}
