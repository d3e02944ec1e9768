import { SITE_NAME } from '../modules/seo/site-identity.ts';
import { layoutMail, type MailBlock, type MailLanguage, mailSubject, paragraphs } from './layout.ts';
import type { Mail } from './mailer.ts';

type Section = { subject: string; heading: string; body: string; button: string; footer: string };

/**
 * An account mail (sent before the reader's language is certain, or to an inbox that may not be theirs) in both
 * languages, the reader's first: the language they signed up in, else English. The subject names the portal.
 */
function bilingualMail(to: string, first: MailLanguage, link: string, sections: Record<MailLanguage, Section>): Mail {
  const order: [MailLanguage, MailLanguage] = first === 'ne' ? ['ne', 'en'] : ['en', 'ne'];
  const block = (lang: MailLanguage): MailBlock => {
    const s = sections[lang];
    return {
      lang,
      siteName: false,
      heading: s.heading,
      body: paragraphs(s.body),
      action: { label: s.button, href: link },
      footer: s.footer,
    };
  };
  return {
    to,
    subject: mailSubject(order.map((lang) => sections[lang].subject).join(' / '), order[0]),
    link,
    ...layoutMail([block(order[0]), block(order[1])]),
  };
}

export function verificationMail(to: string, link: string, first: MailLanguage = 'en'): Mail {
  return bilingualMail(to, first, link, {
    en: {
      subject: 'Verify your email',
      heading: `Welcome to ${SITE_NAME.en}`,
      body: 'Please confirm your email address by opening the link below. The link is valid for 24 hours.',
      button: 'Verify email',
      footer: 'If you did not create an account, you can ignore this email.',
    },
    ne: {
      subject: 'इमेल प्रमाणित गर्नुहोस्',
      heading: `${SITE_NAME.ne}मा स्वागत छ`,
      body: 'कृपया तलको लिङ्क खोलेर आफ्नो इमेल ठेगाना प्रमाणित गर्नुहोस्। यो लिङ्क २४ घण्टासम्म मान्य हुन्छ।',
      button: 'इमेल प्रमाणित गर्नुहोस्',
      footer: 'तपाईंले खाता खोल्नुभएको होइन भने यो इमेललाई बेवास्ता गर्नुहोस्।',
    },
  });
}

export function passwordResetMail(to: string, link: string, first: MailLanguage = 'en'): Mail {
  return bilingualMail(to, first, link, {
    en: {
      subject: 'Reset your password',
      heading: 'Password reset',
      body: 'Open the link below to choose a new password. The link is valid for 1 hour and can be used once.',
      button: 'Reset password',
      footer: 'If you did not ask for this, you can ignore this email; your password stays the same.',
    },
    ne: {
      subject: 'पासवर्ड परिवर्तन गर्नुहोस्',
      heading: 'पासवर्ड रिसेट',
      body: 'नयाँ पासवर्ड राख्न तलको लिङ्क खोल्नुहोस्। यो लिङ्क १ घण्टासम्म मान्य छ र एक पटक मात्र प्रयोग गर्न सकिन्छ।',
      button: 'पासवर्ड रिसेट गर्नुहोस्',
      footer: 'तपाईंले यो अनुरोध गर्नुभएको होइन भने यो इमेललाई बेवास्ता गर्नुहोस्; तपाईंको पासवर्ड परिवर्तन हुँदैन।',
    },
  });
}

/** To the owner of an email someone tried to sign up with: sign-up answers alike, so only the owner learns of it. */
export function signupAttemptMail(to: string, link: string, first: MailLanguage = 'en'): Mail {
  return bilingualMail(to, first, link, {
    en: {
      subject: 'Sign-up attempt with your email',
      heading: 'Someone tried to sign up with your email',
      body:
        'An account with this email address already exists, so no new account was created. ' +
        'If it was you and you have forgotten your password, open the link below to choose a new one. ' +
        'The link is valid for 1 hour and can be used once.',
      button: 'Reset password',
      footer: 'If it was not you, you can ignore this email; your account and password stay as they are.',
    },
    ne: {
      subject: 'तपाईंको इमेलबाट खाता खोल्ने प्रयास',
      heading: 'कसैले तपाईंको इमेलबाट खाता खोल्ने प्रयास गर्नुभयो',
      body:
        'यो इमेल ठेगानाको खाता पहिले नै छ, त्यसैले नयाँ खाता खोलिएन। ' +
        'यदि यो तपाईं नै हो र पासवर्ड बिर्सनुभएको छ भने नयाँ पासवर्ड राख्न तलको लिङ्क खोल्नुहोस्। ' +
        'यो लिङ्क १ घण्टासम्म मान्य छ र एक पटक मात्र प्रयोग गर्न सकिन्छ।',
      button: 'पासवर्ड रिसेट गर्नुहोस्',
      footer: 'यो तपाईं होइन भने यो इमेललाई बेवास्ता गर्नुहोस्; तपाईंको खाता र पासवर्ड जस्ताको तस्तै रहन्छन्।',
    },
  });
}
