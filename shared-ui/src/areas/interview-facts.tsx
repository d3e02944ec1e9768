import type { Interview } from 'shared-api';
import { toDevanagariDigits, useLanguage } from 'shared-ui';

/** The words an app shows beside an interview's facts, in the reader's language (from the app's catalogue). */
export type InterviewFactLabels = {
  when: string;
  /** The start as the reader reads it (both calendars, Nepal time). */
  whenValue: string;
  duration: string;
  durationValue: string;
  /** The label of the place, the number or the link, as the mode says. */
  where: string;
  note: string;
  /** The text of an online interview's link (the link itself when left out). */
  linkText?: string;
};

/**
 * An interview's facts as a definition list: when, how long, where (a place as text, a number to call as a tel:
 * link in the reader's digits, a meeting as a link that opens apart), the note. Both sides of an interview show it.
 */
export function InterviewFacts({
  interview,
  labels,
}: {
  interview: Pick<Interview, 'mode' | 'location' | 'note'>;
  labels: InterviewFactLabels;
}) {
  const language = useLanguage();
  const where =
    interview.mode === 'online' ? (
      <a href={interview.location} target="_blank" rel="noopener noreferrer">
        {labels.linkText ?? interview.location}
      </a>
    ) : interview.mode === 'phone' ? (
      <a href={`tel:${interview.location.replace(/\s+/g, '')}`}>
        {language === 'ne' ? toDevanagariDigits(interview.location) : interview.location}
      </a>
    ) : (
      interview.location
    );
  return (
    <dl className="seeker-facts interview-facts">
      <dt>{labels.when}</dt>
      <dd data-testid="interview-when">{labels.whenValue}</dd>
      <dt>{labels.duration}</dt>
      <dd>{labels.durationValue}</dd>
      <dt>{labels.where}</dt>
      <dd>{where}</dd>
      {interview.note ? (
        <>
          <dt>{labels.note}</dt>
          <dd className="job-description-text">{interview.note}</dd>
        </>
      ) : null}
    </dl>
  );
}
