import i18next from 'i18next';
import type { Notification } from 'shared-api';
import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-text.ts';

const training = (params: Record<string, string | null>, kind: Notification['kind'] = 'training_enrolment') =>
  ({
    id: 'n1',
    kind,
    params: {
      trainingTitle_en: 'Building electrician',
      trainingTitle_ne: 'भवन बिजुली मिस्त्री',
      startDate: '2027-01-10',
      ...params,
    },
    link: '/job_seeker/dashboard',
    read: false,
    createdAt: '2026-11-20T05:00:00.000Z',
  }) satisfies Notification;

describe('training notifications', () => {
  it("say each event with the training's title in the reader's language, numbers in Devanagari in Nepali", () => {
    const en = i18next.getFixedT('en', 'shell');
    const ne = i18next.getFixedT('ne', 'shell');
    const waiting = training({ status: 'waiting', position: '12' });
    expect(notificationText(en, waiting, 'en')).toBe(
      'The seats of Building electrician are taken: you are number 12 on its waiting list.',
    );
    expect(notificationText(ne, waiting, 'ne')).toBe(
      'भवन बिजुली मिस्त्री तालिमका सिट भरिएका छन्: प्रतीक्षा सूचीमा तपाईं १२ नम्बरमा हुनुहुन्छ।',
    );
    const enrolled = notificationText(en, training({ status: 'enrolled' }), 'en');
    expect(enrolled).toMatch(/^You are enrolled in Building electrician, which starts on .*2027/);
    const promoted = notificationText(ne, training({ status: 'promoted' }), 'ne');
    expect(promoted).toMatch(/^एउटा सिट खाली भयो: अब तपाईं भवन बिजुली मिस्त्री तालिममा भर्ना हुनुभयो/);
    expect(promoted).not.toMatch(/[0-9]/);
    expect(notificationText(en, training({ status: 'cancelled' }), 'en')).toMatch(
      /^Building electrician, which was to start on Jan 10, 2027.*, is cancelled\.$/,
    );
    const changed = training({
      status: 'changed',
      schedule_en: 'Sun-Fri, 7-9 am',
      schedule_ne: 'आइतबार-शुक्रबार, बिहान ७-९',
      venue_en: 'Pokhara',
      venue_ne: 'पोखरा',
    });
    expect(notificationText(en, changed, 'en')).toMatch(
      /^Building electrician has changed: it now starts on Jan 10, 2027.*, Sun-Fri, 7-9 am, at Pokhara\.$/,
    );
    const changedNe = notificationText(ne, changed, 'ne');
    expect(changedNe).toMatch(/^भवन बिजुली मिस्त्री तालिममा परिवर्तन भयो: .+ आइतबार-शुक्रबार, बिहान ७-९, स्थान: पोखरा।$/);
    expect(changedNe).not.toMatch(/[0-9]/);
    const reminder = notificationText(ne, training({}, 'training_reminder'), 'ne');
    expect(reminder).toMatch(/^भवन बिजुली मिस्त्री तालिम भोलि, .+ मा सुरु हुन्छ।$/);
    expect(reminder).not.toMatch(/[0-9]/);
  });
});
