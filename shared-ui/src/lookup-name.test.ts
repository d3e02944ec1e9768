import { describe, expect, it } from 'vitest';
import { isNegotiable, jobSalary } from './job-display.ts';
import { displayIndustry, displayLocationEn, displayOther, isOther, lookupName } from './lookup-name.ts';

const pokhara = { id: '1', name_en: 'Kaski', name_ne: 'कास्की' };
const other = { id: '2', name_en: 'Other', name_ne: 'अन्य' };

describe('lookupName', () => {
  it('picks the name by language', () => {
    expect(lookupName(pokhara, 'en')).toBe('Kaski');
    expect(lookupName(pokhara, 'ne')).toBe('कास्की');
  });

  it('falls back to English when the Nepali name is empty, and to empty for no item', () => {
    expect(lookupName({ name_en: 'IT', name_ne: '' }, 'ne')).toBe('IT');
    expect(lookupName(null, 'en')).toBe('');
  });
});

describe('an entry in one language (a public page)', () => {
  const kaski = { id: '1', name: 'कास्की' };
  const anya = { id: '2', name: 'अन्य', other: true as const };

  it('is named by its one name, whatever language is asked', () => {
    expect(lookupName(kaski, 'ne')).toBe('कास्की');
    expect(lookupName(kaski, 'en')).toBe('कास्की');
  });

  it('is the catch-all entry by its flag, not by an English name it does not carry', () => {
    expect(isOther(anya)).toBe(true);
    expect(isOther(kaski)).toBe(false);
    expect(isOther({ id: '3', name: 'Other' })).toBe(false);
    expect(displayOther(anya, 'बेनी', 'ne')).toBe('अन्य - बेनी');
    expect(displayOther(kaski, 'बेनी', 'ne')).toBe('कास्की');
  });

  it('keeps the English-name rule for an entry with both names', () => {
    expect(isOther(other)).toBe(true);
    expect(isOther(pokhara)).toBe(false);
    expect(isOther(null)).toBe(false);
  });
});

describe("the 'Other - custom' rule", () => {
  it('shows the plain name for a regular entry, ignoring any custom text', () => {
    expect(displayOther(pokhara, 'ignored', 'en')).toBe('Kaski');
    expect(displayOther(pokhara, null, 'ne')).toBe('कास्की');
  });

  it("shows 'Other - custom text' for the entry named Other", () => {
    expect(displayOther(other, 'Besisahar', 'en')).toBe('Other - Besisahar');
    expect(displayOther(other, 'Besisahar', 'ne')).toBe('अन्य - Besisahar');
    expect(displayOther(other, '  ', 'en')).toBe('Other');
  });

  it('shows the custom text alone when there is no entry', () => {
    expect(displayOther(null, 'Remote', 'en')).toBe('Remote');
    expect(displayOther(undefined, null, 'en')).toBe('');
  });

  it('shows a seeker location as the English name whatever the language', () => {
    expect(displayLocationEn(pokhara, null)).toBe('Kaski');
    expect(displayLocationEn(other, 'Beni')).toBe('Other - Beni');
  });

  it('shows an industry named Other with both language names and the custom text', () => {
    expect(displayIndustry(other, 'Tea processing', 'en')).toBe('Other / अन्य - Tea processing');
    expect(displayIndustry(other, 'Tea processing', 'ne')).toBe('Other / अन्य - Tea processing');
    expect(displayIndustry({ name_en: 'Tourism', name_ne: 'पर्यटन' }, 'x', 'ne')).toBe('पर्यटन');
  });

  it('reads an industry in one language: its name, or both names the Other entry keeps', () => {
    const otherInNepali = { name: 'अन्य', other: true as const, name_en: 'Other', name_ne: 'अन्य' };
    expect(displayIndustry(otherInNepali, 'Tea processing', 'ne')).toBe('Other / अन्य - Tea processing');
    expect(displayIndustry({ name: 'पर्यटन' }, 'x', 'ne')).toBe('पर्यटन');
  });
});

describe('jobSalary', () => {
  const band = { id: 's', name_en: '20,000-30,000', name_ne: '२०,०००-३०,०००', key: '20k-30k' };
  const negotiable = { id: 'n', name_en: 'Negotiable', name_ne: 'वार्तायोग्य', key: 'negotiable' };

  it('shows the band name by language', () => {
    expect(jobSalary({ salaryRange: band, customSalary: null }, 'ne')).toBe('२०,०००-३०,०००');
  });

  it('shows the custom salary for a negotiable band', () => {
    expect(isNegotiable(negotiable)).toBe(true);
    expect(isNegotiable({ ...band, key: null, name_en: 'Salary negotiable' })).toBe(true);
    expect(jobSalary({ salaryRange: negotiable, customSalary: 'NPR 45,000 + lunch' }, 'en')).toBe('NPR 45,000 + lunch');
    expect(jobSalary({ salaryRange: negotiable, customSalary: null }, 'en')).toBe('Negotiable');
  });

  it('takes a band in one language at its negotiable flag, the server having applied the rule', () => {
    expect(isNegotiable({ name: 'वार्तायोग्य', negotiable: true })).toBe(true);
    expect(isNegotiable({ name: 'Negotiable' })).toBe(false);
    expect(jobSalary({ salaryRange: { name: 'वार्तायोग्य', negotiable: true }, customSalary: 'दैनिक ६००' }, 'ne')).toBe(
      'दैनिक ६००',
    );
    expect(jobSalary({ salaryRange: { name: '२०,०००-३०,०००' }, customSalary: null }, 'ne')).toBe('२०,०००-३०,०००');
  });
});
