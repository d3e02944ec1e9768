import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

type AreaNotFoundProps = {
  /** The remote's i18next namespace: its `notFound.title` and `notFound.message` say which area this is. */
  namespace: string;
  /** Where the link leads (the area's start page). */
  home: string;
  /** The namespace key of the link's text. */
  homeLabelKey?: string;
};

/** An unknown path inside a remote's area: the area's own message and a link back to its start page. */
export function AreaNotFound({ namespace, home, homeLabelKey = 'notFound.backToDashboard' }: AreaNotFoundProps) {
  const { t } = useTranslation(namespace);
  return (
    <section className="page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <Link to={home}>{t(homeLabelKey)}</Link>
    </section>
  );
}
