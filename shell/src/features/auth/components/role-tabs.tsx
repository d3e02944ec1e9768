import { useTranslation } from 'react-i18next';
import type { SignupRole } from 'shared-api';
import { TabList } from './tab-list.tsx';

type Props = { idPrefix: string; value: SignupRole; onChange: (role: SignupRole) => void };

/** Job seeker / Employer switch shared by the auth panel and the /signup page. */
export function RoleTabs({ idPrefix, value, onChange }: Props) {
  const { t } = useTranslation('shell');
  return (
    <TabList
      label={t('auth.roleLabel')}
      idPrefix={idPrefix}
      variant="pill"
      value={value}
      onChange={onChange}
      tabs={[
        { value: 'job_seeker', label: t('auth.jobSeeker'), testId: 'role-tab-job_seeker' },
        { value: 'employer', label: t('auth.employer'), testId: 'role-tab-employer' },
      ]}
    />
  );
}
