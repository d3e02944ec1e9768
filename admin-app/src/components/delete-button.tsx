import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { NAMESPACE } from '../i18n/namespace.ts';

/** A row's Delete button; its accessible name says which row, since every row has one. */
export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Button variant="danger" aria-label={t('actions.deleteNamed', { name })} onClick={onClick}>
      {t('actions.delete')}
    </Button>
  );
}
