import { useTranslation } from 'react-i18next';
import { Badge } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useInterviewStages } from '../api/interview.ts';

const TONE = {
  interview_scheduled: 'blue',
  interview_confirmed: 'green',
  reschedule_requested: 'yellow',
  hired: 'green',
  not_selected: 'grey',
} as const;

/** The application's stage after the shortlist on the applicant list (one request for the whole job, shared). */
export function InterviewStageBadge({ jobId, applicationId }: { jobId: string; applicationId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const stages = useInterviewStages(jobId);
  const stage = stages.data?.find((row) => row.applicationId === applicationId)?.stage;
  if (!stage) return null;
  return (
    <span data-testid="interview-stage">
      <Badge tone={TONE[stage]}>{t(`interview.stages.${stage}`)}</Badge>
    </span>
  );
}
