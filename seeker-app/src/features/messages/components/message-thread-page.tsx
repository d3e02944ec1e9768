import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { messageThreadQuery } from 'shared-api';
import { MessageThread, useDocumentTitle } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useSeekerId } from '../../../lib/use-seeker-id.ts';

/** /job_seeker/applications/:id/messages: the thread of one application with its employer. */
export function MessageThreadPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const client = useQueryClient();
  // The same query the thread reads (one request): the page's heading names the job and the company.
  const thread = useQuery(messageThreadQuery(client, useSeekerId(), id)).data;
  const title = thread ? t('thread.title', { job: thread.jobTitle }) : t('thread.titlePlain');
  useDocumentTitle(title);
  return (
    <section className="page stack" aria-labelledby="message-thread-page-title">
      <p>
        <Link to="/job_seeker/applications">{t('thread.back')}</Link>
      </p>
      <h1 id="message-thread-page-title">{title}</h1>
      {thread?.otherName ? <p className="muted">{thread.otherName}</p> : null}
      <MessageThread applicationId={id} />
    </section>
  );
}
