import { useTranslation } from 'react-i18next';
import { Accordion } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useProse } from './prose.tsx';
import { StaticPage } from './static-page.tsx';

type Question = { q: string; a: string };

export function FaqPage() {
  const { t } = useTranslation(NAMESPACE);
  const questions = useProse('faq.items') as unknown as [string, Question][];
  return (
    <StaticPage title={t('faq.title')} lead={t('faq.lead')}>
      <Accordion level={2} items={questions.map(([id, item]) => ({ id, title: item.q, content: <p>{item.a}</p> }))} />
    </StaticPage>
  );
}
