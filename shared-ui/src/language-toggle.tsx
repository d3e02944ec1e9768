import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLanguageStore } from 'shared-api';
import { QueryFields } from './query-fields.tsx';
import { useLanguage } from './use-language.ts';

type Props = {
  className?: string;
  /**
   * The same page's URL in the other language, on a public page (a URL per language): the toggle is a link to it,
   * which works before the page's scripts run and moves in the app once they have. Absent elsewhere (a signed-in
   * area has one URL): the toggle switches the language in place.
   */
  otherLanguageUrl?: string;
};

/**
 * One control that switches between English and Nepali; the choice lives in the language store. It shows the
 * language on screen (i18next), which is also what a server-rendered page was rendered in.
 *
 * Without `otherLanguageUrl`, before the page's scripts run (or without them) it is a GET form to the same page with
 * `lang=<next>` and the page's own query as hidden fields (server/src/modules/language); once hydrated, the click
 * switches in place.
 */
export function LanguageToggle({ className, otherLanguageUrl }: Props) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const { pathname, search } = useLocation();
  const next = language === 'en' ? 'ne' : 'en';
  const classes = ['btn', 'btn-ghost', 'language-toggle', className].filter(Boolean).join(' ');
  const label = `${t('language.switchTo')}: ${t(`language.${next}`)}`;
  if (otherLanguageUrl) {
    return (
      <Link
        to={otherLanguageUrl}
        className={classes}
        lang={next}
        hrefLang={next}
        aria-label={label}
        data-testid="language-toggle"
      >
        {t(`language.${next}`)}
      </Link>
    );
  }
  const switchInPlace = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setLanguage(next);
  };
  return (
    <form method="get" action={pathname} className="language-toggle-form">
      <QueryFields search={search} omit={['lang']} />
      <button
        type="submit"
        name="lang"
        value={next}
        className={classes}
        onClick={switchInPlace}
        lang={next}
        aria-label={label}
        data-testid="language-toggle"
      >
        {t(`language.${next}`)}
      </button>
    </form>
  );
}
