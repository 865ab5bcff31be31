import { Link } from 'react-router';
import { SITE } from '@dokkho/contract/site';
import { LegalDocument, type LegalSection } from './legal-document';

const LAST_UPDATED = '2025-10-01';

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are and these terms',
    content: (
      <>
        <p>
          {SITE.name} is an online learning and job platform operated from {SITE.address}. These terms apply
          to everything you do on our website and mobile app: browsing, creating an account, buying and taking
          courses, applying to or posting jobs, teaching, and joining our affiliate programme.
        </p>
        <p>
          By creating an account or paying for a course you agree to these terms and to our{' '}
          <Link to="/privacy-policy">privacy policy</Link>. If you do not agree, please do not use {SITE.name}
          .
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    heading: 'Your account',
    content: (
      <>
        <ul>
          <li>
            You must be at least 18 years old, or 13 to 17 with the permission of a parent or guardian who
            agrees to these terms on your behalf.
          </li>
          <li>
            Give us accurate details, including a real e-mail address and mobile number. We use them to verify
            your account and to reach you about your courses and payments.
          </li>
          <li>
            Keep your password to yourself. An account is for one person; sharing it, or selling access to a
            course, may lead us to suspend it.
          </li>
          <li>
            One account can act as a learner, job seeker, recruiter, instructor and affiliate. Each role has
            its own dashboard and, where stated, its own extra terms below.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'courses',
    heading: 'Courses and your licence to use them',
    content: (
      <>
        <p>
          When you enrol in a course, free or paid, we give you a personal, non-transferable licence to watch
          and use its lessons, resources and quizzes for your own learning for as long as the course is
          offered on {SITE.name}, unless the course page states a shorter access period.
        </p>
        <p>
          You may not download, record, copy, re-upload, share or resell course content, in whole or in part.
        </p>
        <p>
          Live classes, masterclasses and support sessions happen at the time announced. We try to keep to the
          schedule; if a session has to move we tell you by e-mail or SMS and, where possible, provide the
          recording.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    heading: 'Prices and payments',
    content: (
      <>
        <ul>
          <li>Prices are shown in Bangladeshi Taka (BDT) and include VAT where it applies.</li>
          <li>
            You can pay through our secure payment gateway (bKash, Nagad, Rocket, internet banking and local
            cards) or our international card payment provider. We never see or store your full card number or
            mobile wallet PIN.
          </li>
          <li>
            Promo codes, affiliate discounts, bundle prices and seasonal offers (such as Eid offers) apply
            only as described on the offer, cannot be combined unless stated, and may end at any time.
          </li>
          <li>
            Your enrolment starts when the payment provider confirms the payment. If money leaves your account
            but the enrolment does not appear within 24 hours, contact us with the transaction ID.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'refunds',
    heading: 'Refunds',
    content: (
      <>
        <p>
          If a course is not right for you, write to {SITE.email} within 7 days of payment. We refund the full
          amount if you have completed less than 20% of the course and have not downloaded its certificate or
          resources.
        </p>
        <p>
          Approved refunds go back through the original payment method within 10 working days. Payment gateway
          charges may be deducted where the gateway does not return them to us. Bundles are refunded as a
          whole. Free classes and masterclasses have nothing to refund.
        </p>
      </>
    ),
  },
  {
    id: 'certificates',
    heading: 'Certificates',
    content: (
      <p>
        We issue a certificate when you meet the completion requirements of a course, such as lessons, quizzes
        and projects. Each certificate has a public verification page that employers can check. We may
        withdraw a certificate earned by cheating, for example by sharing quiz answers or submitting someone
        else&apos;s project.
      </p>
    ),
  },
  {
    id: 'jobs',
    heading: 'Jobs, job seekers and recruiters',
    content: (
      <>
        <p>
          {SITE.name} helps learners and employers find each other, but we do not guarantee a job, an
          interview or a hire, and we are not a party to any employment agreement.
        </p>
        <ul>
          <li>
            Recruiters must post only real, lawful vacancies, describe them honestly and never ask candidates
            for money.
          </li>
          <li>
            Recruiters may use resumes and profiles only to assess candidates for their own vacancies, and
            must not copy, sell or publish them.
          </li>
          <li>
            Job seekers are responsible for the accuracy of their resumes and applications. Tell us at{' '}
            {SITE.email} if a job post looks suspicious.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'instructors',
    heading: 'Instructors',
    content: (
      <p>
        Instructors keep ownership of the content they create. By publishing a course on {SITE.name}, an
        instructor confirms they have the right to use everything in it and gives us a licence to host, show,
        promote and sell the course for as long as it is published and for learners who enrolled while it was.
        Payment terms are set out in each instructor&apos;s agreement.
      </p>
    ),
  },
  {
    id: 'affiliates',
    heading: 'Affiliate programme',
    content: (
      <>
        <p>
          Affiliates earn a commission on purchases made through their personal link, at the rate shown in the
          affiliate dashboard when the purchase happens. Commission on a purchase that is refunded is
          cancelled.
        </p>
        <ul>
          <li>
            Promote {SITE.name} honestly: no spam, fake reviews, misleading discounts or paid ads on our brand
            name.
          </li>
          <li>You cannot earn a commission on your own purchases.</li>
          <li>
            Payouts are made on request from the affiliate dashboard to your bKash, Nagad or bank account once
            your balance reaches the minimum shown there.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    content: (
      <>
        <p>
          When you use {SITE.name}, including community groups, live chat and the chatbot, you agree not to:
        </p>
        <ul>
          <li>harass, threaten or insult other learners, instructors or our staff;</li>
          <li>
            post anything unlawful, hateful, sexually explicit or that infringes someone else&apos;s rights;
          </li>
          <li>cheat on quizzes, share answers, or take a course or test for someone else;</li>
          <li>upload malware, probe our systems, or scrape or copy the platform by automated means.</li>
        </ul>
        <p>We may remove content and suspend or close accounts that break these rules.</p>
      </>
    ),
  },
  {
    id: 'liability',
    heading: 'Our responsibility to you',
    content: (
      <>
        <p>
          We work hard to keep {SITE.name} available and our courses accurate and up to date, but the service
          is provided as it is, and courses teach skills; they do not promise a particular result.
        </p>
        <p>
          As far as the law of Bangladesh allows, we are not liable for indirect losses such as lost earnings
          or opportunities, and our total liability to you for any claim is limited to the amount you paid us
          in the 12 months before it. Nothing in these terms limits rights you have as a consumer that cannot
          be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'law',
    heading: 'Governing law and disputes',
    content: (
      <p>
        These terms are governed by the laws of the People&apos;s Republic of Bangladesh. If something goes
        wrong, please contact us first: most problems are solved quickly that way. Any dispute we cannot
        settle together will be decided by the courts of Dhaka.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    content: (
      <p>
        We may update these terms as the platform grows. We will change the date at the top of this page and,
        for important changes, tell you by e-mail or in the app at least 14 days before they take effect. If
        you keep using {SITE.name} after that, the new terms apply.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms and conditions"
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          The rules for using {SITE.name}, in plain language: what you can expect from us, what we expect from
          you, and how payments and refunds work.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
