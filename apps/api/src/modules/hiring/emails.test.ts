import { describe, expect, it } from 'vitest';
import { contactRequestEmail, digestEmail, stageChangeEmail } from './emails';

const link = 'http://dokkho.test/js-dashboard';

describe("hiring e-mails in the recipient's language", () => {
  it('tells a Bangla applicant about a new stage in Bangla, names and titles as written', () => {
    const mail = stageChangeEmail({
      firstName: 'সাদিয়া',
      jobTitle: 'Junior Accountant',
      companyName: 'Meghna Traders',
      stage: 'interview',
      link,
      locale: 'bn',
    });
    expect(mail.subject).toBe('Junior Accountant, Meghna Traders: ইন্টারভিউয়ের জন্য ডাকা হয়েছে');
    expect(mail.text).toContain('প্রিয় সাদিয়া,');
    expect(mail.text).toContain('Meghna Traders-এর Junior Accountant পদে আপনার আবেদনের নতুন অবস্থা');
    expect(mail.text).toMatch(/Dokkho টিম$/);
    expect(mail.html).toContain('<html lang="bn">');
    expect(mail.html).toContain('আবেদন দেখুন</a>');
  });

  it('counts a digest in Bengali digits and keeps English unchanged for English readers', () => {
    const jobs = [{ title: 'Data Analyst', applicants: ['Rahim', 'Karim'] }];
    const bangla = digestEmail({ firstName: 'Nadia', jobs, link, locale: 'bn' });
    expect(bangla.subject).toBe('Dokkho-তে ২টি নতুন আবেদন');
    expect(bangla.text).toContain('- Data Analyst: ২টি নতুন (Rahim, Karim)');
    const english = digestEmail({ firstName: 'Nadia', jobs, link });
    expect(english.subject).toBe('2 new applications on Dokkho');
    expect(english.text).toContain('Hello Nadia,');
    expect(english.html).toContain('<html lang="en">');
    const contact = contactRequestEmail({
      firstName: 'Rahim',
      companyName: 'BRAC',
      recruiterName: 'Nadia Islam',
      jobTitle: null,
      message: '',
      link,
      locale: 'bn',
    });
    expect(contact.subject).toBe('BRAC আপনার সাথে যোগাযোগ করতে চায়');
    expect(contact.text).not.toContain('পদের ব্যাপারে');
  });
});
