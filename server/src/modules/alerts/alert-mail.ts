import type { Job } from 'shared-api/contract';
import { escapeHtml } from '../../http/escape-html.ts';
import { layoutMail, localDigits, type MailLanguage, mailSubject, paragraphs } from '../../mail/layout.ts';
import { listHeaders } from '../../mail/list-headers.ts';
import type { QueuedMail } from '../../mail/outbox.ts';

export type Locale = MailLanguage;

/** The double opt-in mail of an anonymous subscription, in the language it was made in. */
export function alertConfirmMail(to: string, locale: Locale, alertName: string, link: string): QueuedMail {
  const t =
    locale === 'ne'
      ? {
          subject: `जागिर अलर्ट सुरु गर्न पुष्टि गर्नुहोस्: ${alertName}`,
          heading: 'आफ्नो जागिर अलर्ट पुष्टि गर्नुहोस्',
          body: `"${alertName}" खोजीका नयाँ जागिर इमेलमा पाउन तलको लिङ्क खोल्नुहोस्। यो लिङ्क ७ दिनसम्म मान्य छ।`,
          button: 'अलर्ट सुरु गर्नुहोस्',
          footer: 'तपाईंले यो अलर्ट माग्नुभएको होइन भने यो इमेललाई बेवास्ता गर्नुहोस्; केही पठाइने छैन।',
        }
      : {
          subject: `Confirm your job alert: ${alertName}`,
          heading: 'Confirm your job alert',
          body: `Open the link below to get new jobs of the search "${alertName}" by email. The link is valid for 7 days.`,
          button: 'Start the alert',
          footer: 'If you did not ask for this alert, ignore this email; nothing will be sent.',
        };
  return {
    to,
    subject: mailSubject(t.subject, locale),
    link,
    kind: 'account',
    ...layoutMail([
      {
        lang: locale,
        siteName: true,
        heading: t.heading,
        body: paragraphs(t.body),
        action: { label: t.button, href: link },
        footer: t.footer,
      },
    ]),
  };
}

export type DigestLinks = {
  job: (id: string) => string;
  /** The same search on /jobs. */
  search: string;
  /** The page that unsubscribes (for people) and the one-click POST URL (RFC 8058, for mail clients). */
  unsubscribePage: string;
  unsubscribePost: string;
  /** Where a user manages alerts (settings); none for anonymous subscriptions. */
  manage?: string;
};

/** A digest of new jobs (never called with none), in the recipient's language, with one-click unsubscribe. */
export function alertDigestMail(
  to: string,
  locale: Locale,
  alertName: string,
  jobs: Job[],
  links: DigestLinks,
): Omit<QueuedMail, 'dedupeKey'> {
  const ne = locale === 'ne';
  const count = localDigits(String(jobs.length), locale);
  const heading = ne
    ? `"${alertName}" का ${count} नयाँ जागिर`
    : `${count} new job${jobs.length === 1 ? '' : 's'} for "${alertName}"`;
  const seeAll = ne ? 'पोर्टलमा यो खोजी हेर्नुहोस्' : 'See this search on the portal';
  const manage = ne ? 'सेटिङमा अलर्टहरू व्यवस्थापन गर्नुहोस्' : 'Manage your alerts in settings';
  const unsubscribe = ne ? 'यो अलर्टबाट सदस्यता हटाउनुहोस्' : 'Unsubscribe from this alert';
  const deadlineLabel = ne ? 'अन्तिम मिति' : 'Deadline';
  const why = ne
    ? 'तपाईंले यो जागिर अलर्ट सुरु गर्नुभएकाले यो इमेल आयो।'
    : 'You get this email because you turned on this job alert.';
  const lineOf = (job: Job) => {
    const place = job.location ? (ne ? job.location.name_ne : job.location.name_en) : (job.customLocation ?? '');
    const parts = [job.employer.companyName, place].filter(Boolean).join(' · ');
    const deadline = job.applicationDeadline ? `${deadlineLabel}: ${localDigits(job.applicationDeadline, locale)}` : '';
    return { title: job.title, detail: [parts, deadline].filter(Boolean).join(' — '), link: links.job(job.id) };
  };
  const lines = jobs.map(lineOf);
  const items = lines
    .map(
      (l) =>
        `<li style="margin-bottom:12px"><a href="${escapeHtml(l.link)}"><strong>${escapeHtml(l.title)}</strong></a>` +
        `<br>${escapeHtml(l.detail)}</li>`,
    )
    .join('');
  return {
    to,
    subject: mailSubject(heading, locale),
    kind: 'job_alert',
    link: links.search,
    headers: listHeaders('job-alerts', links.search, links.unsubscribePost),
    ...layoutMail([
      {
        lang: locale,
        siteName: true,
        heading,
        body: {
          text: lines.map((l) => [l.title, l.detail, l.link].join('\n')).join('\n\n'),
          html: `<ul style="padding-left:18px">${items}</ul>`,
        },
        action: { label: seeAll, href: links.search },
        footer: why,
        footerLinks: [
          ...(links.manage ? [{ label: manage, href: links.manage }] : []),
          { label: unsubscribe, href: links.unsubscribePage },
        ],
      },
    ]),
  };
}
