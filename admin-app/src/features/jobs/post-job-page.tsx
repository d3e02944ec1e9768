import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { adminContract, api } from 'shared-api';
import { JobForm, SelectField } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { adminKeys, useApprovedEmployers } from '../../lib/admin-queries.ts';

/** /admin/jobs/post: the shared job form with the admin's employer select (approved employers only). */
export function PostJobPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const employers = useApprovedEmployers();
  const [employerId, setEmployerId] = useState('');

  return (
    <section className="page stack">
      <Link to="/admin/jobs" className="back-link">
        {t('jobs.back')}
      </Link>
      <h1>{t('jobs.postTitle')}</h1>
      <JobForm
        employerId={employerId || undefined}
        employerSelect={
          <SelectField
            label={t('jobs.employerSelect')}
            required
            value={employerId}
            onChange={(event) => setEmployerId(event.target.value)}
          >
            <option value="">{t('jobs.chooseEmployer')}</option>
            {(employers.data ?? []).map((employer) => (
              <option key={employer.id} value={employer.id}>
                {employer.companyName || employer.email}
              </option>
            ))}
          </SelectField>
        }
        validateExtra={() => (employerId ? null : t('errors.admin.selectEmployer', { ns: 'common' }))}
        submitLabel={t('jobs.postSubmit')}
        onCancel={() => navigate('/admin/jobs')}
        onSubmit={async (data) => {
          await api(adminContract.createJob.path, {
            method: 'POST',
            body: data,
            schema: adminContract.createJob.response,
          });
          await queryClient.invalidateQueries({ queryKey: adminKeys.all });
          navigate('/admin/jobs', { state: { saved: true } });
        }}
      />
    </section>
  );
}
