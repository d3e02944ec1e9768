import { useTranslation } from 'react-i18next';
import { Alert, Spinner, serverMessage } from 'shared-ui';
import { ScreeningAnswerText } from 'shared-ui/areas';
import { useScreeningAnswers } from '../api/get-screening-answers.ts';

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
              <ScreeningAnswerText answer={answer} />
              {answer.meets ? null : <span className="requirement-unmet">{t('screening.answerUnmet')}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
