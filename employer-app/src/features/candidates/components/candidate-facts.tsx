import { useTranslation } from 'react-i18next';
import type { CandidateSummary } from 'shared-api';
import { formatNumber, lookupName, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';

/** District, years of experience and expected salary of a candidate, in the reader's language and digits. */
export function CandidateFacts({ candidate }: { candidate: CandidateSummary }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const years = Math.floor(candidate.experienceMonths / 12);
  const parts = [
    candidate.location ? lookupName(candidate.location, language) : null,
    years > 0
      ? t('candidates.years', { count: years, years: formatNumber(years, language) })
      : t('candidates.noExperience'),
    candidate.expectedSalary > 0
      ? t('candidates.expects', { amount: formatNumber(candidate.expectedSalary, language) })
      : t('candidates.salaryNotStated'),
  ];
  return <p className="muted">{parts.filter(Boolean).join(' · ')}</p>;
}
