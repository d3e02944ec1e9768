import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminContract, api, type WireUser } from 'shared-api';
import {
  Alert,
  Button,
  ConfirmDialog,
  Disclosure,
  formatDate,
  Pager,
  Spinner,
  serverMessage,
  useLanguage,
} from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { adminKeys, usePendingEmployers, withId } from '../../lib/admin-queries.ts';
import { Flash, useFlash } from '../../lib/flash.tsx';
import { useClientPage } from '../../lib/use-client-page.ts';
import { DocumentLinks } from '../employers/document-links.tsx';

export const APPROVALS_PAGE_SIZE = 5;

function PendingEmployer({
  employer,
  busy,
  onApprove,
  onReject,
}: {
  employer: WireUser;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const headingId = useId();
  const name = employer.companyName || employer.email;
  return (
    <li className="approval-card" aria-labelledby={headingId} data-testid="pending-employer">
      <div className="approval-head">
        {employer.companyLogoUrl ? (
          <img className="approval-logo" src={employer.companyLogoUrl} alt={t('employers.logoOf', { name })} />
        ) : (
          <span className="approval-logo approval-logo-empty" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div>
          <h2 id={headingId} className="approval-name">
            {name}
          </h2>
          <p className="muted">{employer.email}</p>
        </div>
      </div>
      <dl className="approval-details">
        <div>
          <dt>{t('employers.registered')}</dt>
          <dd>{formatDate(employer.createdAt, language)}</dd>
        </div>
        <div>
          <dt>{t('employers.website')}</dt>
          <dd>
            {employer.website ? (
              <a href={employer.website} target="_blank" rel="noopener noreferrer">
                {employer.website}
              </a>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>{t('employers.address')}</dt>
          <dd>{employer.address || '—'}</dd>
        </div>
      </dl>
      <Disclosure title={t('employers.description')} level={3}>
        <p className="pre-line">{employer.companyDescription || t('employers.noDescription')}</p>
      </Disclosure>
      <div>
        <h3 className="approval-subheading">{t('employers.documents')}</h3>
        <DocumentLinks documents={employer.documents ?? []} />
      </div>
      <div className="row">
        <Button onClick={onApprove} busy={busy} aria-label={t('approvals.approveNamed', { name })}>
          {t('approvals.approve')}
        </Button>
        <Button variant="danger" onClick={onReject} aria-label={t('approvals.rejectNamed', { name })}>
          {t('approvals.reject')}
        </Button>
      </div>
    </li>
  );
}

export function ApprovalsPage() {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const pending = usePendingEmployers();
  const paging = useClientPage(pending.data ?? [], APPROVALS_PAGE_SIZE);
  const { flash, success, failure } = useFlash();
  const [rejecting, setRejecting] = useState<WireUser | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonId = useId();

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });

  const approve = useMutation({
    mutationFn: (employer: WireUser) =>
      api(withId(adminContract.approve.path, employer.id), { method: 'PUT', schema: adminContract.approve.response }),
    onSuccess: async (_data, employer) => {
      success(t('approvals.approved', { name: employer.companyName || employer.email }));
      await refresh();
    },
    onError: (error) => failure(serverMessage(error, t('messages.saveFailed'))),
  });

  const reject = useMutation({
    mutationFn: ({ employer, text }: { employer: WireUser; text: string }) =>
      api(withId(adminContract.reject.path, employer.id), {
        method: 'PUT',
        body: { reason: text },
        schema: adminContract.reject.response,
      }),
    onSuccess: async (_data, { employer }) => {
      setRejecting(null);
      success(t('approvals.rejected', { name: employer.companyName || employer.email }));
      await refresh();
    },
    onError: (error) => setReasonError(serverMessage(error, t('messages.saveFailed'))),
  });

  const confirmReject = () => {
    if (!rejecting) return;
    if (!reason.trim()) {
      setReasonError(t('errors.admin.reasonRequired', { ns: 'common' }));
      return;
    }
    reject.mutate({ employer: rejecting, text: reason.trim() });
  };

  return (
    <section className="page stack">
      <h1>{t('approvals.title')}</h1>
      <p>{t('approvals.intro')}</p>
      <Flash flash={flash} />
      {pending.isPending ? <Spinner label={t('messages.loading')} /> : null}
      {pending.data && pending.data.length === 0 ? <Alert>{t('approvals.empty')}</Alert> : null}
      {paging.pageItems.length > 0 ? (
        <ul className="approval-list">
          {paging.pageItems.map((employer) => (
            <PendingEmployer
              key={employer.id}
              employer={employer}
              busy={approve.isPending && approve.variables?.id === employer.id}
              onApprove={() => approve.mutate(employer)}
              onReject={() => {
                setReason('');
                setReasonError(null);
                setRejecting(employer);
              }}
            />
          ))}
        </ul>
      ) : null}
      <Pager page={paging.page} pageSize={paging.pageSize} total={paging.total} onPageChange={paging.setPage} />
      <ConfirmDialog
        open={rejecting !== null}
        title={t('approvals.rejectTitle', { name: rejecting?.companyName || rejecting?.email || '' })}
        message={t('approvals.rejectMessage')}
        tone="danger"
        confirmLabel={t('approvals.reject')}
        confirmDisabled={!reason.trim()}
        busy={reject.isPending}
        onCancel={() => setRejecting(null)}
        onConfirm={confirmReject}
      >
        <div className="field">
          <label htmlFor={reasonId} className="field-label">
            {t('approvals.reason')}
            <span className="field-required" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <textarea
            id={reasonId}
            className="field-input"
            rows={4}
            required
            value={reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(event.target.value.trim() ? null : t('errors.admin.reasonRequired', { ns: 'common' }));
            }}
          />
          {reasonError ? (
            <p id={`${reasonId}-error`} className="field-error" role="alert">
              {reasonError}
            </p>
          ) : null}
        </div>
      </ConfirmDialog>
    </section>
  );
}
