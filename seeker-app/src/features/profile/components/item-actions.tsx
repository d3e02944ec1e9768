import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';

/** Edit and Delete for one list item; the item's name goes into the accessible names so each pair is told apart. */
export function ItemActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="row">
      <Button variant="ghost" aria-label={t('actions.editItem', { name })} onClick={onEdit}>
        {t('actions.edit')}
      </Button>
      <Button variant="ghost" aria-label={t('actions.deleteItem', { name })} onClick={onDelete}>
        {t('actions.delete')}
      </Button>
    </div>
  );
}
