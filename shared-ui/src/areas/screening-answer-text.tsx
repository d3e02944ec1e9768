import { useTranslation } from 'react-i18next';
import type { OwnScreeningAnswer } from 'shared-api';
import { formatNumber, useLanguage } from 'shared-ui';

/**
 * An answer to a screening question as text in the reader's language: yes/no, the number in their digits, the text,
 * the chosen choice; "Not answered" when left out. The same for the employer reading it and the applicant.
 */
export function ScreeningAnswerText({ answer }: { answer: Pick<OwnScreeningAnswer, 'kind' | 'choices' | 'answer'> }) {
  const { t } = useTranslation('areas');
  const language = useLanguage();
  const value = answer.answer;
  if (value === null) return <span className="muted">{t('screening.notAnswered')}</span>;
  if (typeof value === 'boolean') return <>{t(value ? 'screening.yes' : 'screening.no')}</>;
  if (answer.kind === 'choice' && typeof value === 'number') return <>{answer.choices[value] ?? ''}</>;
  if (typeof value === 'number') return <>{formatNumber(value, language)}</>;
  return <span className="job-description-text">{value}</span>;
}
