import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { formatNumber } from './format.ts';
import { useLanguage } from './use-language.ts';

type PagerProps = { page: number; pageSize: number; total: number; onPageChange: (page: number) => void };

/** 'Showing X to Y of N results' with Previous/Next; hidden at one page or fewer. Pages are 1-based. */
export function Pager({ page, pageSize, total, onPageChange }: PagerProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const current = Math.min(Math.max(page, 1), pages);
  const from = (current - 1) * pageSize + 1;
  const to = Math.min(current * pageSize, total);
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <p className="pager-summary">
        {t('pager.showing', {
          from: formatNumber(from, language),
          to: formatNumber(to, language),
          total: formatNumber(total, language),
        })}
      </p>
      <div className="pager-buttons">
        <Button variant="secondary" disabled={current <= 1} onClick={() => onPageChange(current - 1)}>
          {t('pager.previous')}
        </Button>
        <Button variant="secondary" disabled={current >= pages} onClick={() => onPageChange(current + 1)}>
          {t('pager.next')}
        </Button>
      </div>
    </nav>
  );
}
