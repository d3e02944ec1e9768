import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, formatDateTime, Spinner, serverMessage, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useSetVisibility, useVisibility } from '../api/visibility.ts';

/**
 * "Let approved employers find me": off until the seeker turns it on, saved as soon as it changes, with what
 * employers see and what they never see before the seeker applies (docs/decisions/candidate-search.md).
 */
export function VisibilitySetting() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const visibility = useVisibility();
  const save = useSetVisibility();
  // The box shows the seeker's choice from the click on, in the same render as the click (a controlled checkbox
  // that waited for the mutation's state would flip back for a moment), until the server's answer is read again.
  const [choice, setChoice] = useState<boolean | null>(null);
  const visible = choice ?? visibility.data?.visible ?? false;
  return (
    <section className="card seeker-section stack" aria-labelledby="seeker-visibility-title">
      <h2 id="seeker-visibility-title">{t('visibility.title')}</h2>
      <p id="seeker-visibility-explained">{t('visibility.explained')}</p>
      <ul id="seeker-visibility-parts">
        <li>{t('visibility.shown')}</li>
        <li>{t('visibility.hidden')}</li>
        <li>{t('visibility.revocable')}</li>
      </ul>
      {visibility.isPending ? (
        <Spinner />
      ) : visibility.isError ? (
        <Alert tone="error">{t('dashboard.loadFailed')}</Alert>
      ) : (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={visible}
            disabled={save.isPending}
            aria-describedby="seeker-visibility-explained seeker-visibility-parts"
            onChange={(event) => {
              setChoice(event.target.checked);
              save.mutate(event.target.checked, { onSettled: () => setChoice(null) });
            }}
          />
          <span>{t('visibility.label')}</span>
        </label>
      )}
      <p className="muted" aria-live="polite" data-testid="visibility-state">
        {visibility.data
          ? visibility.data.visible
            ? t('visibility.onSince', { date: formatDateTime(visibility.data.changedAt, language) })
            : t('visibility.off')
          : ''}
      </p>
      {save.isError ? <Alert tone="error">{serverMessage(save.error, t('visibility.failed'))}</Alert> : null}
      <Link to="/job_seeker/invitations">{t('visibility.activityLink')}</Link>
    </section>
  );
}
