import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isLookupList } from 'shared-api/area-constants';
import { Alert, useDocumentTitle } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { LookupManager } from './lookup-manager.tsx';

/** The lists reached through /admin/attributes/{type} (categories and locations have their own routes). */
const ATTRIBUTE_TYPES = new Set([
  'industries',
  'job-types',
  'experience-levels',
  'education-levels',
  'salary-ranges',
  'skills',
  'job-levels',
]);

/** An unknown list type: the spec's message, with its own tab title. */
function InvalidAttribute() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('lookups.invalidTitle'));
  return (
    <section className="page stack">
      <h1>{t('lookups.invalidTitle')}</h1>
      <Alert tone="error">{t('lookups.invalidType')}</Alert>
    </section>
  );
}

export function AttributePage() {
  const { type } = useParams();
  if (!isLookupList(type) || !ATTRIBUTE_TYPES.has(type)) {
    return <InvalidAttribute />;
  }
  // A new key per list resets paging and forms when moving between lists.
  return <LookupManager key={type} list={type} />;
}
