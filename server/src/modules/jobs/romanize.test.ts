import { describe, expect, it } from 'vitest';
import { romanPattern } from './roman-terms.ts';
import { foldLatin, isLatinWord, romanizeText, romanizeWord } from './romanize.ts';

describe('romanized Nepali', () => {
  it('romanizes Devanagari with Sanscript, drops the final inherent vowel and folds', () => {
    expect(romanizeWord('लेखापाल')).toBe('lekapal');
    expect(romanizeWord('शिक्षक')).toBe('siksak');
    expect(romanizeWord('पोखरा')).toBe('pokara');
    expect(romanizeWord('विकास')).toBe('bikas');
    expect(romanizeWord('कृषि')).toBe('krisi');
    expect(romanizeWord('ज्ञान')).toBe('gyan');
    expect(romanizeWord('गण्डकी')).toBe('gandaki');
    // After a conjunct the final vowel is said.
    expect(romanizeWord('वित्त')).toBe('bita');
    expect(romanizeWord('पत्र')).toBe('patra');
    // A one-consonant word keeps its vowel.
    expect(romanizeWord('र')).toBe('ra');
  });

  it('folds the Latin spellings people use to the same letters', () => {
    const same = (words: string[]) => expect(new Set(words.map(foldLatin)).size, words.join(' ')).toBe(1);
    same(['lekhapal', 'lekhaapaal', 'Lekhapaal', 'lekapal']);
    same(['shikshak', 'sikshak', 'siksak', 'shiksak']);
    same(['pokhara', 'Pokhara', 'pokharaa', 'pokara']);
    same(['vikas', 'bikas', 'wikas']);
    same(['chalak', 'chhalak', 'calak']);
    same(['krishi', 'krisi', 'kreeshi']);
    same(['phewa', 'fewa', 'pheva']);
    expect(foldLatin('lekhapal')).toBe(romanizeWord('लेखापाल'));
  });

  it('keeps the romanized words of a term with a space around each, and nothing for Latin-only terms', () => {
    expect(romanizeText('(पोखरा),')).toBe(' pokara ');
    expect(romanizeText('लेखा/हिसाब')).toBe(' leka hisab ');
    expect(romanizeText('लेखापाल।')).toBe(' lekapal ');
    expect(romanizeText('engineer')).toBe('');
  });

  it('matches a Latin query word by word start from 4 folded letters, whole words at 3, never below', () => {
    expect(romanPattern('pokhara')).toBe('% pokara%');
    expect(romanPattern('pal')).toBe('% pal %');
    expect(romanPattern('pa')).toBeUndefined();
    expect(romanPattern('पोखरा')).toBeUndefined();
    expect(romanPattern('50%')).toBeUndefined();
    expect(isLatinWord('c++')).toBe(true);
    expect(isLatinWord('लेखा')).toBe(false);
  });
});
