import { useTranslation } from 'react-i18next';

export function SettingsPage() {
  const { t } = useTranslation('shell');
  return (
    <div className="page placeholder">
      <h1>{t('settings.title')}</h1>
      <p>{t('settings.underConstruction')}</p>
    </div>
  );
}
