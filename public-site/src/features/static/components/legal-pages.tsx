import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { ProseSections } from './prose.tsx';
import { StaticPage } from './static-page.tsx';

function LegalPage({ prefix }: { prefix: 'privacy' | 'terms' }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <StaticPage title={t(`${prefix}.title`)} lead={t(`${prefix}.lead`)}>
      <p className="muted">{t(`${prefix}.updated`)}</p>
      <ProseSections prefix={`${prefix}.sections`} />
    </StaticPage>
  );
}

export function PrivacyPolicyPage() {
  return <LegalPage prefix="privacy" />;
}

export function TermsPage() {
  return <LegalPage prefix="terms" />;
}
