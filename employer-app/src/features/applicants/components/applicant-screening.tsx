import { useTranslation } from 'react-i18next';
import type { ScreeningAnswer } from 'shared-api';
import { Alert, formatNumber, Spinner, serverMessage, useLanguage } from 'shared-ui';
import { useScreeningAnswers } from '../api/get-screening-answers.ts';

/** An answer as text in the reader's language: yes/no, the number in their digits, the text, the chosen choice. */
function AnswerText({ answer }: { answer: ScreeningAnswer }) {
  const { t } = useTranslation(['areas', 'common']);
  const language = useLanguage();
  const value = answer.answer;
  if (value === null) return <span className="muted">{t('screening.notAnswered')}</span>;
  if (typeof value === 'boolean') return <>{t(value ? 'screening.yes' : 'screening.no')}</>;
  if (answer.kind === 'choice' && typeof value === 'number') return <>{answer.choices[value] ?? ''}</>;
  if (typeof value === 'number') return <>{formatNumber(value, language)}</>;
  return <span className="job-description-text">{value}</span>;
}

/**
 * The applicant's answers to the job's screening questions, in the order asked; an answer that does not meet its
 * requirement is marked (in words, not only colour). Nothing when the job asks no questions.
 */
export function ApplicantScreening({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation(['areas', 'common']);
  const screening = useScreeningAnswers(applicationId);
  if (screening.isLoading) return <Spinner label={t('common:actions.loading')} />;
  if (screening.isError) return <Alert tone="error">{serverMessage(screening.error, t('screening.loadFailed'))}</Alert>;
  const answers = screening.data?.answers ?? [];
  if (answers.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby="applicant-screening-title" data-testid="applicant-screening">
      <h2 id="applicant-screening-title">{t('screening.title')}</h2>
      {screening.data?.meetsRequirements === false ? (
        <p>
          <span className="requirement-unmet">{t('screening.unmet')}</span>
        </p>
      ) : null}
      <dl className="screening-answers">
        {answers.map((answer) => (
          <div key={answer.id} className="screening-answer">
            <dt>{answer.text}</dt>
            <dd>
              <AnswerText answer={answer} />
              {answer.meets ? null : <span className="requirement-unmet">{t('screening.answerUnmet')}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
