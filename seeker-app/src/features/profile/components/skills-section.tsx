import { useTranslation } from 'react-i18next';
import type { User } from 'shared-api';
import { SkillPicker, useLookupList } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { SectionOutcome } from './section-outcome.tsx';

type Seeker = Extract<User, { role: 'job_seeker' }>;

/** Each change (add or remove) is saved at once with the whole list. */
export function SkillsSection({ user }: { user: Seeker }) {
  const { t } = useTranslation(NAMESPACE);
  const suggestions = useLookupList('skills');
  const update = useUpdateProfile();
  // While a change is on its way the list shows it; a refused change falls back to the stored list.
  const skills = (update.isPending ? update.variables.skills : undefined) ?? user.profile.skills;

  return (
    <section className="card seeker-section" aria-labelledby="seeker-skills-title">
      <h2 id="seeker-skills-title">{t('skills.title')}</h2>
      {skills.length === 0 ? <p className="muted">{t('skills.none')}</p> : null}
      <SkillPicker
        value={skills}
        onChange={(next) => update.mutate({ skills: next })}
        suggestions={suggestions}
        label={t('skills.label')}
      />
      <SectionOutcome
        outcomes={[{ mutation: update, success: t('messages.saved'), failure: t('messages.saveFailed') }]}
      />
    </section>
  );
}
