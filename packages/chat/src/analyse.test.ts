import { describe, expect, it } from 'vitest';
import { analyseQuestion, stemBangla, termMatches, tokenise } from './analyse';
import { detectLanguage } from './language';
import { detectSmalltalk, stripGreeting } from './smalltalk';

describe('detectLanguage', () => {
  it('is Bangla when the text has a Bengali letter, else English', () => {
    expect(detectLanguage('How much is Flutter?')).toBe('en');
    expect(detectLanguage('ফ্লাটার কোর্সের দাম কত?')).toBe('bn');
    expect(detectLanguage('Flutter কোর্স')).toBe('bn');
    // Digits and the taka sign alone are not Bangla.
    expect(detectLanguage('৳৫০০ course?')).toBe('en');
  });
});

describe('tokenise and stemBangla', () => {
  it('keeps Bengali vowel signs inside words', () => {
    expect(tokenise('বিকাশে পেমেন্ট!')).toEqual(['বিকাশে', 'পেমেন্ট']);
  });
  it('takes one case ending off', () => {
    expect(stemBangla('বিকাশে')).toBe('বিকাশ');
    expect(stemBangla('কোর্সের')).toBe('কোর্স');
    expect(stemBangla('সিলেটে')).toBe('সিলেট');
  });
});

describe('analyseQuestion', () => {
  it('drops stop words and keeps the subject', () => {
    expect(analyseQuestion('How much does the Flutter App Development course cost?')).toMatchObject({
      terms: ['flutter', 'app', 'development'],
    });
    expect([...analyseQuestion('How much does the Flutter course cost?').intents]).toEqual(
      expect.arrayContaining(['price', 'course']),
    );
  });
  it('finds places and job questions, in English and Bangla', () => {
    const en = analyseQuestion('Are there any jobs in Sylhet?');
    expect(en.intents.has('job')).toBe(true);
    expect(en.place).toEqual({ division: 'Sylhet', district: null });
    expect(en.terms).toEqual([]);
    const bn = analyseQuestion('সিলেটে কোনো চাকরি আছে?');
    expect(bn.intents.has('job')).toBe(true);
    expect(bn.place?.division).toBe('Sylhet');
    expect(analyseQuestion('data analyst job in Chittagong').place).toEqual({
      division: 'Chattogram',
      district: null,
    });
    expect(analyseQuestion('jobs in Moulvibazar').place).toEqual({
      division: 'Sylhet',
      district: 'Moulvibazar',
    });
  });
  it('maps Bangla spellings of subjects to the English of the titles, keeping the Bangla too', () => {
    const analysis = analyseQuestion('ফ্লাটার কোর্সের দাম কত?');
    expect(analysis.terms).toEqual(['flutter']);
    expect(analysis.intents.has('price')).toBe(true);
    expect(analyseQuestion('বিকাশে কিভাবে পেমেন্ট করব?').variants).toEqual([
      ['bkash', 'বিকাশ'],
      ['payment', 'পেমেন্ট'],
    ]);
  });
  it('reads free, cheapest, bundle, offer and career path hints', () => {
    expect(analyseQuestion('Which courses are free?').intents.has('free')).toBe(true);
    expect(analyseQuestion('Do you have free classes?').intents.has('free_class')).toBe(true);
    expect(analyseQuestion('Do you have free classes?').intents.has('free')).toBe(false);
    const cheapest = analyseQuestion('সবচেয়ে কম দামের কোর্স কোনটা?');
    expect(cheapest.intents.has('cheapest')).toBe(true);
    expect(cheapest.terms).toEqual([]);
    expect(analyseQuestion('What career paths do you offer?').terms).toEqual([]);
    expect(analyseQuestion('Any Eid discount?').intents.has('offer')).toBe(true);
  });
  it('reads a budget in taka, in English and Bangla', () => {
    expect(analyseQuestion('courses under 2000 taka')).toMatchObject({ terms: [], maxPrice: 200_000 });
    expect(analyseQuestion('২০০০ টাকার মধ্যে কোর্স আছে?').maxPrice).toBe(200_000);
    expect(analyseQuestion('python course below ৳4,000')).toMatchObject({
      terms: ['python'],
      maxPrice: 400_000,
    });
    expect(analyseQuestion('IELTS Speaking Band 7+').maxPrice).toBeNull();
  });
  it('does not take "job interview" for a job search', () => {
    const analysis = analyseQuestion('English for job interviews');
    expect(analysis.intents.has('job')).toBe(false);
    expect(analysis.terms).toEqual(['english', 'job', 'interviews']);
  });
});

describe('termMatches', () => {
  it('matches prefixes and shared stems, but two-letter words only whole', () => {
    expect(termMatches('flut', ['flutter'])).toBe(true);
    expect(termMatches('refunds', ['refund'])).toBe(true);
    expect(termMatches('analyst', ['analytics'])).toBe(true);
    expect(termMatches('ui', ['ui', 'ux'])).toBe(true);
    expect(termMatches('কম', ['কমিশন'])).toBe(false);
    expect(termMatches('python', ['pandas'])).toBe(false);
  });
});

describe('small talk', () => {
  it('recognises whole small-talk messages in both languages', () => {
    expect(detectSmalltalk('Hello!')).toBe('greeting');
    expect(detectSmalltalk('আসসালামু আলাইকুম')).toBe('greeting');
    expect(detectSmalltalk('thanks a lot')).toBe('thanks');
    expect(detectSmalltalk('অনেক ধন্যবাদ')).toBe('thanks');
    expect(detectSmalltalk('ok bye')).toBe('bye');
    expect(detectSmalltalk('Who are you?')).toBe('identity');
    expect(detectSmalltalk('তুমি কে?')).toBe('identity');
  });
  it('leaves a question with a greeting in front to retrieval, without the greeting', () => {
    expect(detectSmalltalk('Hi, is there a course on Linux?')).toBeNull();
    expect(stripGreeting('Hi, is there a course on Linux?')).toBe('is there a course on Linux?');
  });
});
