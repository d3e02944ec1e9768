import { useTranslation } from 'react-i18next';
import { Alert, Disclosure, Spinner, serverMessage } from 'shared-ui';
import { ScreeningAnswerText } from 'shared-ui/areas';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useOwnAnswers } from '../api/get-own-answers.ts';

function Answers({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const answers = useOwnAnswers(applicationId);
  if (answers.isPending) return <Spinner />;
  if (answers.isError)
    return <Alert tone="error">{serverMessage(answers.error, t('myApplications.answersFailed'))}</Alert>;
  return (
    <dl className="screening-answers">
      {answers.data.map((answer) => (
        <div key={answer.id} className="screening-answer">
          <dt>{answer.text}</dt>
          <dd>
            <ScreeningAnswerText answer={answer} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What the seeker answered to the job's screening questions, read when they open it (fetched then). */
export function OwnScreeningAnswers({ applicationId, level = 4 }: { applicationId: string; level?: 3 | 4 }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Disclosure title={t('myApplications.yourAnswers')} level={level} renderWhenOpen className="own-screening-answers">
      <Answers applicationId={applicationId} />
    </Disclosure>
  );
}
