import { useTranslation } from 'react-i18next';
import { useSession } from 'shared-api';
import { Spinner, useDocumentTitle } from 'shared-ui';
import { UnsavedEditsGuard } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { VisibilitySetting } from '../../candidates/components/visibility-setting.tsx';
import { CertificationsSection } from './certifications-section.tsx';
import { CvSection } from './cv-section.tsx';
import { EducationSection } from './education-section.tsx';
import { ExperienceSection } from './experience-section.tsx';
import { InfoSection } from './info-section.tsx';
import { PreferencesSection } from './preferences-section.tsx';
import { ResumeSection } from './resume-section.tsx';
import { SkillsSection } from './skills-section.tsx';

/**
 * Every section of the seeker profile (spec section 2); each saves on its own and replaces the stored user.
 * Leaving with edits not saved in any of them asks first.
 */
export function ProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  const user = useSession((state) => state.user);
  useDocumentTitle(t('profile.title'));
  if (user?.role !== 'job_seeker') return <Spinner label={t('profile.loading')} />;
  return (
    <UnsavedEditsGuard>
      <section className="page stack">
        <h1>{t('profile.title')}</h1>
        <InfoSection user={user} />
        <SkillsSection user={user} />
        <ExperienceSection user={user} />
        <EducationSection user={user} />
        <CertificationsSection user={user} />
        <PreferencesSection user={user} />
        <ResumeSection user={user} />
        <CvSection />
        <VisibilitySetting />
      </section>
    </UnsavedEditsGuard>
  );
}
