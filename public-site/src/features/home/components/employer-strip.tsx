import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HomeEmployer } from 'shared-api';
import { CompanyLogo, useLocalizedPath } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';

/** Employers with open jobs (approved and active, most jobs first), each linking to its page. */
export function EmployerStrip({ employers }: { employers: readonly HomeEmployer[] | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const localize = useLocalizedPath();
  if (!employers || employers.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-employers-title">
      <h2 id="home-employers-title">{t('home.employers.title')}</h2>
      <ul className="employer-strip" data-testid="home-employers">
        {employers.map((employer) => (
          <li key={employer.id}>
            <Link className="employer-chip" to={localize(`/employers/${employer.id}`)}>
              <CompanyLogo name={employer.companyName} logoUrl={employer.companyLogoUrl} size={56} />
              <span className="employer-chip-name">{employer.companyName}</span>
              <span className="employer-chip-count">{t('home.employers.openJobs', { count: employer.openJobs })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
