import { kathmanduTime, kathmanduToday, type NotSelectedReason } from 'shared-api/contract';
import { localDigits, type MailLanguage } from '../../mail/layout.ts';
import { formatShareDate } from '../seo/share-image/share-date.ts';

type Params = Record<string, string | null>;
/** The words of one email in one language. */
export type Wording = { subject: string; heading: string; body: string; button: string };

const p = (params: Params, key: string) => params[key] ?? '';

/** An instant as its Nepal day in both calendars and its Nepal time: "Dec 3, 2026 · 17 Mangsir 2083, 10:30 (Nepal time)". */
export function interviewWhen(startsAt: string, language: MailLanguage): string {
  const instant = new Date(startsAt);
  const day = formatShareDate(kathmanduToday(instant), language);
  const time = localDigits(kathmanduTime(instant), language);
  return language === 'ne' ? `${day}, नेपाल समय ${time}` : `${day}, ${time} (Nepal time)`;
}

/** Where, as the mode says: "In person at …", "By phone: …", "Online: …". */
export function interviewWhere(mode: string, location: string, language: MailLanguage): string {
  const en = language === 'en';
  if (mode === 'phone') return en ? `By phone: ${location}` : `फोनबाट: ${localDigits(location, language)}`;
  if (mode === 'online') return en ? `Online: ${location}` : `अनलाइन: ${location}`;
  return en ? `In person at ${location}` : `आमनेसामने, स्थान: ${location}`;
}

/** The reasons of "not selected" as the applicant reads them. */
export const NOT_SELECTED_WORDS: Record<NotSelectedReason, Record<MailLanguage, string>> = {
  another_applicant: { en: 'another applicant was a closer match', ne: 'अर्का आवेदक बढी मिल्नुभयो' },
  skills_or_experience: { en: 'the skills or experience did not match', ne: 'सीप वा अनुभव मिलेन' },
  did_not_attend: { en: 'you did not attend the interview', ne: 'तपाईं अन्तर्वार्तामा आउनुभएन' },
  position_closed: { en: 'the position was closed', ne: 'पद बन्द गरियो' },
  other: { en: 'other reasons', ne: 'अन्य कारण' },
};

/** The seeker's interview emails: scheduled, rescheduled, cancelled, hired, not selected. */
export function interviewWording(params: Params, language: MailLanguage): Wording {
  const en = language === 'en';
  const job = p(params, 'jobTitle');
  const company = p(params, 'companyName');
  const status = p(params, 'status');
  const when = p(params, 'startsAt') ? interviewWhen(p(params, 'startsAt'), language) : '';
  const where = interviewWhere(p(params, 'mode'), p(params, 'location'), language);
  const minutes = localDigits(p(params, 'durationMinutes'), language);
  const note = p(params, 'note');
  const details = en
    ? `When: ${when}\nHow long: ${minutes} minutes\n${where}${note ? `\nNote: ${note}` : ''}`
    : `कहिले: ${when}\nअवधि: ${minutes} मिनेट\n${where}${note ? `\nटिप्पणी: ${note}` : ''}`;
  const button = en ? 'My applications' : 'मेरा आवेदनहरू';
  if (status === 'cancelled') {
    return en
      ? {
          subject: `Interview for ${job} cancelled`,
          heading: 'Interview cancelled',
          body: `${company} cancelled your interview for ${job} on ${when}. The attached invitation removes it from your calendar.`,
          button,
        }
      : {
          subject: `${job} को अन्तर्वार्ता रद्द भयो`,
          heading: 'अन्तर्वार्ता रद्द भयो',
          body: `${company} ले ${when} मा हुने ${job} को तपाईंको अन्तर्वार्ता रद्द गर्नुभयो। संलग्न निमन्त्रणाले यसलाई तपाईंको क्यालेन्डरबाट हटाउँछ।`,
          button,
        };
  }
  if (status === 'withdrawn') {
    return en
      ? {
          subject: `Interview for ${job} removed from your calendar`,
          heading: 'Interview off',
          body: `You withdrew your application for ${job}, so the interview with ${company} on ${when} is off. The attached update removes it from your calendar.`,
          button,
        }
      : {
          subject: `${job} को अन्तर्वार्ता तपाईंको क्यालेन्डरबाट हटाइयो`,
          heading: 'अन्तर्वार्ता हुँदैन',
          body: `तपाईंले ${job} को आवेदन फिर्ता लिनुभयो, त्यसैले ${when} मा ${company} सँगको अन्तर्वार्ता हुँदैन। संलग्न अद्यावधिकले यसलाई तपाईंको क्यालेन्डरबाट हटाउँछ।`,
          button,
        };
  }
  if (status === 'hired') {
    return en
      ? {
          subject: `You were hired for ${job}`,
          heading: 'Congratulations: you are hired',
          body: `${company} chose you for ${job}. They will contact you about the next steps.`,
          button,
        }
      : {
          subject: `${job} का लागि तपाईं नियुक्त हुनुभयो`,
          heading: 'बधाई छ: तपाईं नियुक्त हुनुभयो',
          body: `${company} ले ${job} का लागि तपाईंलाई छान्नुभयो। अबका कदमबारे उहाँहरूले तपाईंलाई सम्पर्क गर्नुहुनेछ।`,
          button,
        };
  }
  if (status === 'not_selected') {
    const reason = NOT_SELECTED_WORDS[p(params, 'reason') as NotSelectedReason]?.[language] ?? '';
    return en
      ? {
          subject: `Update on your interview for ${job}`,
          heading: 'Not selected this time',
          body: `${company} did not select you for ${job}${reason ? `: ${reason}` : ''}. Thank you for your time; other jobs are waiting on the portal.`,
          button,
        }
      : {
          subject: `${job} को अन्तर्वार्ताबारे जानकारी`,
          heading: 'यसपटक छनोट हुनुभएन',
          body: `${company} ले ${job} का लागि तपाईंलाई छनोट गर्नुभएन${reason ? `: ${reason}` : ''}। समय दिनुभएकोमा धन्यवाद; पोर्टलमा अरू जागिरहरू तपाईंलाई पर्खिरहेका छन्।`,
          button,
        };
  }
  const moved = status === 'rescheduled';
  return en
    ? {
        subject: moved ? `New time for your interview for ${job}` : `Interview invitation: ${job}`,
        heading: moved ? 'Interview moved' : 'You are invited to an interview',
        body: `${company} ${moved ? 'moved your interview' : 'invites you to an interview'} for ${job}.\n${details}\nPlease confirm, or ask for another time, on your applications page. The attached invitation adds it to your calendar.`,
        button,
      }
    : {
        subject: moved ? `${job} को अन्तर्वार्ताको नयाँ समय` : `अन्तर्वार्ताको निमन्त्रणा: ${job}`,
        heading: moved ? 'अन्तर्वार्ताको समय सारियो' : 'तपाईंलाई अन्तर्वार्तामा बोलाइएको छ',
        body: `${company} ले ${job} का लागि ${moved ? 'तपाईंको अन्तर्वार्ताको समय सार्नुभयो' : 'तपाईंलाई अन्तर्वार्तामा बोलाउनुभएको छ'}।\n${details}\nकृपया आफ्नो आवेदनहरूको पृष्ठमा गएर पक्का गर्नुहोस्, वा अर्को समय माग्नुहोस्। संलग्न निमन्त्रणाले यसलाई तपाईंको क्यालेन्डरमा थप्छ।`,
        button,
      };
}

/** The employer's email: the applicant confirmed the interview or asked for another time. */
export function interviewAnswerWording(params: Params, language: MailLanguage): Wording {
  const en = language === 'en';
  const job = p(params, 'jobTitle');
  const seeker = p(params, 'seekerName') || (en ? 'The applicant' : 'आवेदक');
  const when = p(params, 'startsAt') ? interviewWhen(p(params, 'startsAt'), language) : '';
  const note = p(params, 'note');
  const confirmed = p(params, 'answer') === 'confirmed';
  const button = en ? 'View the applicant' : 'आवेदक हेर्नुहोस्';
  const noteLine = note ? (en ? `\nTheir note: ${note}` : `\nउहाँको टिप्पणी: ${note}`) : '';
  return en
    ? {
        subject: confirmed
          ? `${seeker} confirmed the interview for ${job}`
          : `${seeker} asks for another interview time`,
        heading: confirmed ? 'Interview confirmed' : 'Another time requested',
        body: `${seeker} ${confirmed ? 'confirmed' : 'cannot come to'} the interview for ${job} on ${when}.${noteLine}`,
        button,
      }
    : {
        subject: confirmed ? `${seeker} ले ${job} को अन्तर्वार्ता पक्का गर्नुभयो` : `${seeker} ले अन्तर्वार्ताको अर्को समय माग्नुभयो`,
        heading: confirmed ? 'अन्तर्वार्ता पक्का भयो' : 'अर्को समय माग गरियो',
        body: `${seeker} ले ${when} मा हुने ${job} को अन्तर्वार्ता ${confirmed ? 'पक्का गर्नुभयो' : 'मा आउन नसक्ने जनाउनुभयो'}।${noteLine}`,
        button,
      };
}
