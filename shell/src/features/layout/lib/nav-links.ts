import type { Role } from 'shared-api';

/** A header or menu link; `page` marks a public page, which has a URL per language. */
export type NavLinkItem = { to: string; labelKey: string; testId: string; page?: boolean };

const link = (to: string, key: string): NavLinkItem => ({ to, labelKey: `nav.${key}`, testId: `nav-${key}` });

const PUBLIC_LINKS: readonly NavLinkItem[] = [
  link('/', 'home'),
  link('/about', 'about'),
  link('/jobs', 'jobs'),
  link('/skill-development', 'skillDevelopment'),
  link('/career-resources', 'careerResources'),
  link('/faq', 'faq'),
  link('/contact', 'contact'),
].map((item) => ({ ...item, page: true }));

const ROLE_LINKS: Record<Role, readonly NavLinkItem[]> = {
  job_seeker: [link('/job_seeker/preferred-jobs', 'preferredJobs'), link('/job_seeker/saved-jobs', 'savedJobs')],
  employer: [link('/employer/post-job', 'postJob'), link('/employer/candidates', 'findCandidates')],
  admin: [link('/admin', 'adminPanel')],
};

/** Header links for a role (spec section 2): seven public ones, plus the role's own. */
export function navLinksFor(role: Role | null): readonly NavLinkItem[] {
  return role ? [...PUBLIC_LINKS, ...ROLE_LINKS[role]] : PUBLIC_LINKS;
}

/** User-menu links per role; profile is not offered to admins. */
export function userMenuFor(role: Role): readonly NavLinkItem[] {
  const entries: NavLinkItem[] = [
    { to: `/${role}/dashboard`, labelKey: 'userMenu.dashboard', testId: 'user-menu-dashboard' },
  ];
  if (role !== 'admin')
    entries.push({ to: `/${role}/profile`, labelKey: 'userMenu.profile', testId: 'user-menu-profile' });
  if (role === 'job_seeker')
    entries.push({
      to: '/job_seeker/applications',
      labelKey: 'userMenu.applications',
      testId: 'user-menu-applications',
    });
  entries.push(
    { to: '/settings', labelKey: 'userMenu.settings', testId: 'user-menu-settings' },
    { to: '/change-password', labelKey: 'userMenu.changePassword', testId: 'user-menu-change-password' },
  );
  return entries;
}
