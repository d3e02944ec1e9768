import { useTranslation } from 'react-i18next';
import type { WireUser } from 'shared-api';
import { Button } from 'shared-ui';
import { DeleteButton } from '../../../components/delete-button.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';

type UserStatusActionsProps = {
  user: WireUser;
  /** How the row is named in the buttons' accessible names (company or full name, else the email). */
  name: string;
  actions: { askToggle: (user: WireUser) => void; askDelete: (user: WireUser) => void };
};

/** A user row's activate/deactivate and delete buttons (employers and seekers alike); both ask first. */
export function UserStatusActions({ user, name, actions }: UserStatusActionsProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => actions.askToggle(user)}
        aria-label={t(user.isActive ? 'users.deactivateNamed' : 'users.activateNamed', { name })}
      >
        {user.isActive ? t('users.deactivate') : t('users.activate')}
      </Button>
      <DeleteButton name={name} onClick={() => actions.askDelete(user)} />
    </>
  );
}
