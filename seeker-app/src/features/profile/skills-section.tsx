import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from 'shared-api';
import { SkillPicker, serverMessage, useLookupList } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { profileCall } from '../../seeker-api.ts';
import { SectionAlert } from './section-alert.tsx';
import { useSectionStatus } from './section-status.ts';

type Seeker = Extract<User, { role: 'job_seeker' }>;

/** Each change (add or remove) is saved at once with the whole list. */
export function SkillsSection({ user }: { user: Seeker }) {
  const { t } = useTranslation(NAMESPACE);
  const suggestions = useLookupList('skills');
  const queryClient = useQueryClient();
  const status = useSectionStatus();
  const [skills, setSkills] = useState<string[]>(user.profile.skills);

  async function change(next: string[]) {
    const previous = skills;
    setSkills(next);
    status.clear();
    try {
      const saved = await profileCall('/users/profile', 'PUT', { skills: next });
      if (saved?.skills) setSkills(saved.skills);
      await queryClient.invalidateQueries({ queryKey: ['seeker', 'preferred-jobs'] });
      status.success(t('messages.saved'));
    } catch (error) {
      setSkills(previous);
      status.failure(serverMessage(error, t('messages.saveFailed')));
    }
  }

  return (
    <section className="card seeker-section" aria-labelledby="seeker-skills-title">
      <h2 id="seeker-skills-title">{t('skills.title')}</h2>
      {skills.length === 0 ? <p className="muted">{t('skills.none')}</p> : null}
      <SkillPicker value={skills} onChange={change} suggestions={suggestions} label={t('skills.label')} />
      <SectionAlert message={status.message} />
    </section>
  );
}
