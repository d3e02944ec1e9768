import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { NAMESPACE } from '../i18n/namespace.ts';

/** A row's Edit button; its accessible name says which row, since every row has one. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Button variant="secondary" aria-label={t('actions.editNamed', { name })} onClick={onClick}>
      {t('actions.edit')}
    </Button>
  );
}
