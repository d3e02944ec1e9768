import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLanguageStore } from 'shared-api';
import { QueryFields } from './query-fields.tsx';
import { useLanguage } from './use-language.ts';

/**
 * One button that switches between English and Nepali; the choice lives in the language store. It shows the
 * language on screen (i18next), which is also what a server-rendered page was rendered in.
 *
 * Before the page's scripts run (or without them) it is a GET form to the same page with `lang=<next>` and the
 * page's own query as hidden fields: the server sets the language cookie and redirects back without `lang`
 * (server/src/modules/language). Once hydrated, the click switches in place as it always did.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const { pathname, search } = useLocation();
  const next = language === 'en' ? 'ne' : 'en';
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
        className={['btn', 'btn-ghost', 'language-toggle', className].filter(Boolean).join(' ')}
        onClick={switchInPlace}
        lang={next}
        aria-label={`${t('language.switchTo')}: ${t(`language.${next}`)}`}
        data-testid="language-toggle"
      >
        {t(`language.${next}`)}
      </button>
    </form>
  );
}
