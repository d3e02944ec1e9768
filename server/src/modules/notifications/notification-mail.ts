import type { NotificationKind } from 'shared-api/contract';
import { layoutMail, localDigits, type MailLanguage, mailSubject, paragraphs } from '../../mail/layout.ts';
import { listHeaders } from '../../mail/list-headers.ts';
import type { Mail } from '../../mail/mailer.ts';
import { interviewAnswerWording, interviewWording, type Wording } from '../interviews/interview-wording.ts';
import { SITE_NAME } from '../seo/site-identity.ts';

export type Language = MailLanguage;
type Params = Record<string, string | null>;

const p = (params: Params, key: string) => params[key] ?? '';

function reasonLine(params: Params, language: Language): string {
  const reason = p(params, 'reason');
  if (!reason) return '';
  return language === 'ne' ? ` कारण: ${reason}` : ` Reason: ${reason}`;
}

/** The training's title in the mail's language. */
const trainingTitle = (params: Params, language: Language) =>
  p(params, language === 'ne' ? 'trainingTitle_ne' : 'trainingTitle_en');

/** Enrolled, on the waiting list (with the position), moved up from it, the training changed or cancelled. */
function trainingEnrolmentWording(params: Params, language: Language): Wording {
  const title = trainingTitle(params, language);
  const start = localDigits(p(params, 'startDate'), language);
  const position = localDigits(p(params, 'position'), language);
  const status = p(params, 'status');
  const en = language === 'en';
  if (status === 'waiting') {
    return en
      ? {
          subject: `You are on the waiting list of ${title}`,
          heading: 'On the waiting list',
          body: `The seats of ${title} are taken. You are number ${position} on its waiting list: when a seat comes free, you move up and we tell you.`,
          button: 'My trainings',
        }
      : {
          subject: `तपाईं ${title} तालिमको प्रतीक्षा सूचीमा हुनुहुन्छ`,
          heading: 'प्रतीक्षा सूचीमा',
          body: `${title} तालिमका सिट भरिएका छन्। प्रतीक्षा सूचीमा तपाईं ${position} नम्बरमा हुनुहुन्छ: सिट खाली हुनेबित्तिकै तपाईं भर्ना हुनुहुनेछ र हामी तपाईंलाई खबर गर्नेछौँ।`,
          button: 'मेरा तालिमहरू',
        };
  }
  if (status === 'changed') {
    const schedule = p(params, en ? 'schedule_en' : 'schedule_ne');
    const venue = p(params, en ? 'venue_en' : 'venue_ne');
    return en
      ? {
          subject: `${title} has changed`,
          heading: 'Training details changed',
          body: `The date, times or venue of ${title} changed. It now starts on ${start}, ${schedule}, at ${venue}. Your place is kept; if you can no longer come, please withdraw so that the next person gets your seat.`,
          button: 'My trainings',
        }
      : {
          subject: `${title} तालिममा परिवर्तन भयो`,
          heading: 'तालिमको विवरण परिवर्तन भयो',
          body: `${title} तालिमको मिति, समय वा स्थान परिवर्तन भएको छ। अब यो ${start} मा सुरु हुन्छ, ${schedule}, स्थान: ${venue}। तपाईंको स्थान कायमै छ; अब आउन नसक्ने भए कृपया भर्ना फिर्ता लिनुहोस्, ताकि अर्को व्यक्तिले तपाईंको सिट पाओस्।`,
          button: 'मेरा तालिमहरू',
        };
  }
  if (status === 'cancelled') {
    return en
      ? {
          subject: `${title} is cancelled`,
          heading: 'Training cancelled',
          body: `${title}, which was to start on ${start}, is cancelled. Your place is released; other trainings are on the skill development page.`,
          button: 'My trainings',
        }
      : {
          subject: `${title} तालिम रद्द भयो`,
          heading: 'तालिम रद्द भयो',
          body: `${start} मा सुरु हुने ${title} तालिम रद्द भयो। तपाईंको स्थान खाली गरिएको छ; अरू तालिमहरू सीप विकास पृष्ठमा छन्।`,
          button: 'मेरा तालिमहरू',
        };
  }
  const promoted = status === 'promoted';
  return en
    ? {
        subject: promoted ? `A seat came free: you are enrolled in ${title}` : `You are enrolled in ${title}`,
        heading: promoted ? 'Moved up from the waiting list' : 'Enrolment confirmed',
        body: `${promoted ? 'A seat came free. ' : ''}You are enrolled in ${title}, which starts on ${start}. If you cannot come, please withdraw so that the next person on the waiting list gets your seat.`,
        button: 'My trainings',
      }
    : {
        subject: promoted ? `सिट खाली भयो: तपाईं ${title} तालिममा भर्ना हुनुभयो` : `तपाईं ${title} तालिममा भर्ना हुनुभयो`,
        heading: promoted ? 'प्रतीक्षा सूचीबाट भर्ना' : 'भर्ना पक्का भयो',
        body: `${promoted ? 'एउटा सिट खाली भयो। ' : ''}तपाईं ${title} तालिममा भर्ना हुनुभयो, जुन ${start} मा सुरु हुन्छ। आउन नसक्ने भए कृपया भर्ना फिर्ता लिनुहोस्, ताकि प्रतीक्षा सूचीमा अर्को व्यक्तिले तपाईंको सिट पाओस्।`,
        button: 'मेरा तालिमहरू',
      };
}

/** Subject, heading, body and button of each notification kind, in each language. */
function wording(kind: NotificationKind, params: Params, language: Language): Wording {
  const job = p(params, 'jobTitle');
  const company = p(params, 'companyName');
  const en = language === 'en';
  switch (kind) {
    case 'application_received':
      return en
        ? {
            subject: `New application for ${job}`,
            heading: 'New application',
            body: `${p(params, 'seekerName') || 'A job seeker'} applied for ${job}.`,
            button: 'View the application',
          }
        : {
            subject: `${job} मा नयाँ आवेदन`,
            heading: 'नयाँ आवेदन',
            body: `${p(params, 'seekerName') || 'एक जागिर खोज्ने व्यक्ति'} ले ${job} पदका लागि आवेदन दिनुभयो।`,
            button: 'आवेदन हेर्नुहोस्',
          };
    case 'application_status': {
      const status = p(params, 'status');
      if (status === 'shortlisted') {
        return en
          ? {
              subject: `You were shortlisted for ${job}`,
              heading: 'You are on the shortlist',
              body: `${company} shortlisted your application for ${job}.`,
              button: 'My applications',
            }
          : {
              subject: `तपाईं ${job} का लागि छोटो सूचीमा पर्नुभयो`,
              heading: 'तपाईं छोटो सूचीमा हुनुहुन्छ',
              body: `${company} ले ${job} का लागि तपाईंको आवेदन छोटो सूचीमा राख्नुभयो।`,
              button: 'मेरा आवेदनहरू',
            };
      }
      if (status === 'rejected') {
        return en
          ? {
              subject: `Update on your application for ${job}`,
              heading: 'Application not taken forward',
              body: `${company} did not take your application for ${job} forward.${reasonLine(params, language)}`,
              button: 'My applications',
            }
          : {
              subject: `${job} का लागि तपाईंको आवेदनबारे जानकारी`,
              heading: 'आवेदन अगाडि बढाइएन',
              body: `${company} ले ${job} का लागि तपाईंको आवेदन अगाडि बढाउनुभएन।${reasonLine(params, language)}`,
              button: 'मेरा आवेदनहरू',
            };
      }
      return en
        ? {
            subject: `Your application for ${job} was viewed`,
            heading: 'Application viewed',
            body: `${company} has viewed your application for ${job}.`,
            button: 'My applications',
          }
        : {
            subject: `${job} का लागि तपाईंको आवेदन हेरियो`,
            heading: 'आवेदन हेरियो',
            body: `${company} ले ${job} का लागि तपाईंको आवेदन हेर्नुभयो।`,
            button: 'मेरा आवेदनहरू',
          };
    }
    case 'employer_decision':
      if (p(params, 'status') === 'approved') {
        return en
          ? {
              subject: 'Your employer account is approved',
              heading: 'Account approved',
              body: `You can now post jobs on ${SITE_NAME.en}.`,
              button: 'Go to your dashboard',
            }
          : {
              subject: 'तपाईंको रोजगारदाता खाता स्वीकृत भयो',
              heading: 'खाता स्वीकृत भयो',
              body: `अब तपाईं ${SITE_NAME.ne}मा जागिर पोस्ट गर्न सक्नुहुन्छ।`,
              button: 'ड्यासबोर्डमा जानुहोस्',
            };
      }
      return en
        ? {
            subject: 'Your employer account was not approved',
            heading: 'Account not approved',
            body: `An administrator did not approve your account.${reasonLine(params, language)} You can update your company profile and it will be reviewed again.`,
            button: 'Open your profile',
          }
        : {
            subject: 'तपाईंको रोजगारदाता खाता स्वीकृत भएन',
            heading: 'खाता स्वीकृत भएन',
            body: `प्रशासकले तपाईंको खाता स्वीकृत गर्नुभएन।${reasonLine(params, language)} तपाईं आफ्नो कम्पनी प्रोफाइल अद्यावधिक गर्न सक्नुहुन्छ, त्यसपछि यो फेरि समीक्षा गरिनेछ।`,
            button: 'प्रोफाइल खोल्नुहोस्',
          };
    case 'job_closing': {
      const deadline = localDigits(p(params, 'deadline'), language);
      return en
        ? {
            subject: `${job} closes soon`,
            heading: 'A saved job closes soon',
            body: `${job} at ${company}, a job you saved, takes applications until ${deadline}.`,
            button: 'View the job',
          }
        : {
            subject: `${job} को आवेदन चाँडै बन्द हुँदैछ`,
            heading: 'सेभ गरिएको जागिर चाँडै बन्द हुँदैछ',
            body: `तपाईंले सेभ गर्नुभएको ${company} को ${job} मा ${deadline} सम्म आवेदन दिन सकिन्छ।`,
            button: 'जागिर हेर्नुहोस्',
          };
    }
    case 'training_enrolment':
      return trainingEnrolmentWording(params, language);
    case 'training_reminder': {
      const title = trainingTitle(params, language);
      const start = localDigits(p(params, 'startDate'), language);
      return en
        ? {
            subject: `${title} starts tomorrow`,
            heading: 'Your training starts tomorrow',
            body: `${title} starts tomorrow, ${start}. Please come on time; the venue and the timing are on the training's page.`,
            button: 'My trainings',
          }
        : {
            subject: `${title} तालिम भोलि सुरु हुन्छ`,
            heading: 'तपाईंको तालिम भोलि सुरु हुन्छ',
            body: `${title} तालिम भोलि, ${start} मा सुरु हुन्छ। कृपया समयमै आउनुहोस्; स्थान र समय तालिमको पृष्ठमा छन्।`,
            button: 'मेरा तालिमहरू',
          };
    }
    case 'message_received': {
      const employerWrote = p(params, 'from') === 'employer';
      const sender =
        p(params, 'senderName') ||
        (en ? (employerWrote ? 'The employer' : 'The applicant') : employerWrote ? 'रोजगारदाता' : 'आवेदक');
      return en
        ? {
            subject: `New message from ${sender} about ${job}`,
            heading: 'New message',
            body: `${sender} wrote to you about ${job}:\n${p(params, 'body')}\nFurther messages wait for you in the conversation; we email again once you have read them.`,
            button: 'Read and reply',
          }
        : {
            subject: `${job} बारे ${sender} बाट नयाँ सन्देश`,
            heading: 'नयाँ सन्देश',
            body: `${sender} ले ${job} बारे तपाईंलाई लेख्नुभयो:\n${p(params, 'body')}\nथप सन्देशहरू कुराकानीमै तपाईंलाई पर्खिरहेका छन्; तपाईंले पढेपछि मात्र हामी फेरि इमेल गर्छौँ।`,
            button: 'पढ्नुहोस् र जवाफ दिनुहोस्',
          };
    }
    case 'interview':
      return interviewWording(params, language);
    case 'interview_answer':
      return interviewAnswerWording(params, language);
    case 'invitation_received':
      return en
        ? {
            subject: `${company} invites you to apply for ${job}`,
            heading: 'An invitation to apply',
            body: `${company} found your profile and invites you to apply for ${job}. Open the job to read it and apply, or decline the invitation. Your contact details reach ${company} only if you apply.`,
            button: 'See the invitation',
          }
        : {
            subject: `${company} ले तपाईंलाई ${job} मा आवेदन दिन निमन्त्रणा पठाउनुभयो`,
            heading: 'आवेदन दिने निमन्त्रणा',
            body: `${company} ले तपाईंको प्रोफाइल भेट्टाउनुभयो र ${job} मा आवेदन दिन निमन्त्रणा पठाउनुभयो। जागिर खोलेर पढ्नुहोस् र आवेदन दिनुहोस्, वा निमन्त्रणा अस्वीकार गर्नुहोस्। तपाईंले आवेदन दिनुभयो भने मात्र तपाईंको सम्पर्क विवरण ${company} ले पाउनुहुन्छ।`,
            button: 'निमन्त्रणा हेर्नुहोस्',
          };
    case 'account_deactivated':
      return en
        ? {
            subject: 'Your account has been deactivated',
            heading: 'Account deactivated',
            body: `An administrator deactivated your ${SITE_NAME.en} account. You cannot log in until it is activated again. If you think this is a mistake, please contact us.`,
            button: 'Contact us',
          }
        : {
            subject: 'तपाईंको खाता निष्क्रिय गरिएको छ',
            heading: 'खाता निष्क्रिय',
            body: `प्रशासकले तपाईंको ${SITE_NAME.ne} खाता निष्क्रिय गर्नुभयो। फेरि सक्रिय नगरेसम्म तपाईं लगइन गर्न सक्नुहुन्न। यो गल्ती हो जस्तो लाग्छ भने कृपया हामीलाई सम्पर्क गर्नुहोस्।`,
            button: 'सम्पर्क गर्नुहोस्',
          };
  }
}

/** The daily digest of new applications: one line per application. */
function digestWording(items: Params[], language: Language): Wording {
  const count = localDigits(String(items.length), language);
  const lines = items.map((item) =>
    language === 'en'
      ? `${p(item, 'seekerName') || 'A job seeker'} applied for ${p(item, 'jobTitle')}`
      : `${p(item, 'seekerName') || 'एक जागिर खोज्ने व्यक्ति'} ले ${p(item, 'jobTitle')} पदका लागि आवेदन दिनुभयो`,
  );
  return language === 'en'
    ? {
        subject: `${count} new ${items.length === 1 ? 'application' : 'applications'} today`,
        heading: 'New applications',
        body: lines.join('\n'),
        button: 'Open your dashboard',
      }
    : { subject: `आज ${count} नयाँ आवेदन`, heading: 'नयाँ आवेदनहरू', body: lines.join('\n'), button: 'ड्यासबोर्ड खोल्नुहोस्' };
}

function footer(language: Language, unsubscribeUrl: string | undefined): string {
  if (!unsubscribeUrl) {
    return language === 'en' ? 'This is a message about your account.' : 'यो तपाईंको खातासम्बन्धी सन्देश हो।';
  }
  return language === 'en'
    ? 'You get this email because of your notification settings. To stop emails of this kind, unsubscribe:'
    : 'तपाईंको सूचना सेटिङका कारण यो इमेल पठाइएको हो। यस्ता इमेल रोक्न सदस्यता हटाउनुहोस्:';
}

function layout(
  to: string,
  words: Wording,
  language: Language,
  link: string,
  unsubscribeUrl: string | undefined,
): Mail {
  const unsubscribe = language === 'en' ? 'Unsubscribe' : 'सदस्यता हटाउनुहोस्';
  return {
    to,
    subject: mailSubject(words.subject, language),
    link,
    headers: listHeaders('notifications', link, unsubscribeUrl),
    ...layoutMail([
      {
        lang: language,
        siteName: true,
        heading: words.heading,
        body: paragraphs(words.body),
        action: { label: words.button, href: link },
        footer: footer(language, unsubscribeUrl),
        footerLinks: unsubscribeUrl ? [{ label: unsubscribe, href: unsubscribeUrl }] : [],
      },
    ]),
  };
}

export type MailTarget = { to: string; language: Language; link: string; unsubscribeUrl?: string };

/** One notification as an email in the recipient's language (`unsubscribeUrl` only for kinds one can turn off). */
export function notificationMail(kind: NotificationKind, params: Params, target: MailTarget): Mail {
  return layout(target.to, wording(kind, params, target.language), target.language, target.link, target.unsubscribeUrl);
}

/** The day's new applications as one email. */
export function applicationDigestMail(items: Params[], target: MailTarget): Mail {
  return layout(target.to, digestWording(items, target.language), target.language, target.link, target.unsubscribeUrl);
}
