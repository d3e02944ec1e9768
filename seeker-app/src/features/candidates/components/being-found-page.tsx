import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, formatDateTime, Pager, Spinner, useDocumentTitle, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useInvitations, useProfileViews } from '../api/activity.ts';
import { InvitationList } from './invitation-list.tsx';

/** /job_seeker/invitations: the invitations to apply, then the companies that viewed the profile, each paged. */
export function BeingFoundPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [invitationsPage, setInvitationsPage] = useState(1);
  const [viewsPage, setViewsPage] = useState(1);
  const invitations = useInvitations(invitationsPage);
  const views = useProfileViews(viewsPage);
  useDocumentTitle(t('invitations.pageTitle'));
  return (
    <section className="page stack" aria-labelledby="being-found-title">
      <h1 id="being-found-title">{t('invitations.pageTitle')}</h1>
      <p>
        {t('invitations.intro')}{' '}
        <Link to="/job_seeker/profile#seeker-visibility-title">{t('invitations.settingLink')}</Link>
      </p>
      <section className="stack" aria-labelledby="invitations-title">
        <h2 id="invitations-title">{t('invitations.title')}</h2>
        {invitations.isPending ? (
          <Spinner />
        ) : invitations.isError ? (
          <Alert tone="error">{t('dashboard.loadFailed')}</Alert>
        ) : invitations.data.total === 0 ? (
          <p className="empty-state">{t('invitations.none')}</p>
        ) : (
          <>
            <InvitationList items={invitations.data.items} />
            <Pager
              page={invitations.data.page}
              pageSize={invitations.data.pageSize}
              total={invitations.data.total}
              onPageChange={setInvitationsPage}
            />
          </>
        )}
      </section>
      <section className="stack" aria-labelledby="profile-views-title">
        <h2 id="profile-views-title">{t('profileViews.title')}</h2>
        {views.isPending ? (
          <Spinner />
        ) : views.isError ? (
          <Alert tone="error">{t('dashboard.loadFailed')}</Alert>
        ) : views.data.total === 0 ? (
          <p className="empty-state">{t('profileViews.none')}</p>
        ) : (
          <>
            <ul className="application-list" data-testid="profile-views">
              {views.data.items.map((view) => (
                <li key={`${view.employerId}-${view.viewedAt}`} className="application-item">
                  <strong>{view.companyName}</strong>
                  <time dateTime={view.viewedAt}>{formatDateTime(view.viewedAt, language)}</time>
                </li>
              ))}
            </ul>
            <Pager
              page={views.data.page}
              pageSize={views.data.pageSize}
              total={views.data.total}
              onPageChange={setViewsPage}
            />
          </>
        )}
      </section>
    </section>
  );
}
