import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useLocalizedPath } from 'shared-ui';
import type { NavLinkItem } from '../lib/nav-links.ts';

type Props = { id: string; links: readonly NavLinkItem[]; open: boolean };

/**
 * The main navigation. On a narrow screen the menu button shows it: as a native popover (popovertarget) before the
 * page is hydrated, by `open` (the in-flow list) after.
 */
export function MainNav({ id, links, open }: Props) {
  const { t } = useTranslation('shell');
  const localize = useLocalizedPath();
  return (
    <nav id={id} className={open ? 'main-nav is-open' : 'main-nav'} aria-label={t('nav.label')} popover="auto">
      <ul>
        {links.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.page ? localize(item.to) : item.to}
              end={item.to === '/' || item.to === '/jobs'}
              data-testid={item.testId}
            >
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
