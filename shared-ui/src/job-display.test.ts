import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { offeredSalary } from './job-display.ts';
import { initTestI18n } from './testing/init-test-i18n.ts';

describe('offeredSalary', () => {
  beforeAll(() => {
    initTestI18n();
  });
  const t = (language: 'en' | 'ne') => {
    const fixed = i18next.getFixedT(language, 'common');
    return (key: string, values: Record<string, string>) => fixed(key, values);
  };

  it('states a range, one amount, "from" and "up to", in the reader’s digits', () => {
    expect(offeredSalary({ salaryMin: 25000, salaryMax: 30000 }, 'en', t('en'))).toBe('NPR 25,000 – 30,000');
    expect(offeredSalary({ salaryMin: 40000, salaryMax: 40000 }, 'en', t('en'))).toBe('NPR 40,000');
    expect(offeredSalary({ salaryMin: 20000, salaryMax: null }, 'en', t('en'))).toBe('From NPR 20,000');
    expect(offeredSalary({ salaryMax: 15000 }, 'en', t('en'))).toBe('Up to NPR 15,000');
    expect(offeredSalary({ salaryMin: 25000, salaryMax: 30000 }, 'ne', t('ne'))).toBe('रु. २५,००० – ३०,०००');
    expect(offeredSalary({ salaryMin: 0, salaryMax: null }, 'ne', t('ne'))).toBe('रु. ० देखि');
  });

  it('is empty when no salary is offered', () => {
    expect(offeredSalary({ salaryMin: null, salaryMax: null }, 'en', t('en'))).toBe('');
    expect(offeredSalary({}, 'ne', t('ne'))).toBe('');
  });
});
