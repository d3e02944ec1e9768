import { useLanguageStore } from 'shared-api';
import { useTranslation } from './i18n/react-i18n.tsx';
import { useLanguage } from './use-language.ts';

/**
 * One button that switches between English and Nepali; the choice lives in the language store. It shows the
 * language on screen (i18next), which is also what a server-rendered page was rendered in.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const next = language === 'en' ? 'ne' : 'en';
  return (
    <button
      type="button"
      className={['btn', 'btn-ghost', 'language-toggle', className].filter(Boolean).join(' ')}
      onClick={() => setLanguage(next)}
      lang={next}
      aria-label={`${t('language.switchTo')}: ${t(`language.${next}`)}`}
      data-testid="language-toggle"
    >
      {t(`language.${next}`)}
    </button>
  );
}
