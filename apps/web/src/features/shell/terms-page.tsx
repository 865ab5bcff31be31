import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE } from '@dokkho/contract/site';
import { SiteAddress } from '../../shared/ui/site-address';
import { LegalDocument, type LegalSection } from './legal-document';

const siteName = SITE.name;
const siteEmail = SITE.email;

const LAST_UPDATED = '2025-10-01';

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    heading: msg`Who we are and these terms`,
    content: (
      <>
        <p>
          <Trans>
            {siteName} is an online learning and job platform operated from <SiteAddress />. These terms apply
            to everything you do on our website and mobile app: browsing, creating an account, buying and
            taking courses, applying to or posting jobs, teaching, and joining our affiliate programme.
          </Trans>
        </p>
        <p>
          <Trans>
            By creating an account or paying for a course you agree to these terms and to our{' '}
            <Link to="/privacy-policy">privacy policy</Link>. If you do not agree, please do not use{' '}
            {siteName}.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    heading: msg`Your account`,
    content: (
      <>
        <ul>
          <li>
            <Trans>
              You must be at least 18 years old, or 13 to 17 with the permission of a parent or guardian who
              agrees to these terms on your behalf.
            </Trans>
          </li>
          <li>
            <Trans>
              Give us accurate details, including a real e-mail address and mobile number. We use them to
              verify your account and to reach you about your courses and payments.
            </Trans>
          </li>
          <li>
            <Trans>
              Keep your password to yourself. An account is for one person; sharing it, or selling access to a
              course, may lead us to suspend it.
            </Trans>
          </li>
          <li>
            <Trans>
              One account can act as a learner, job seeker, recruiter, instructor and affiliate. Each role has
              its own dashboard and, where stated, its own extra terms below.
            </Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'courses',
    heading: msg`Courses and your licence to use them`,
    content: (
      <>
        <p>
          <Trans>
            When you enrol in a course, free or paid, we give you a personal, non-transferable licence to
            watch and use its lessons, resources and quizzes for your own learning for as long as the course
            is offered on {siteName}, unless the course page states a shorter access period.
          </Trans>
        </p>
        <p>
          <Trans>
            You may not download, record, copy, re-upload, share or resell course content, in whole or in
            part.
          </Trans>
        </p>
        <p>
          <Trans>
            Live classes, masterclasses and support sessions happen at the time announced. We try to keep to
            the schedule; if a session has to move we tell you by e-mail or SMS and, where possible, provide
            the recording.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    heading: msg`Prices and payments`,
    content: (
      <>
        <ul>
          <li>
            <Trans>Prices are shown in Bangladeshi Taka (BDT) and include VAT where it applies.</Trans>
          </li>
          <li>
            <Trans>
              You can pay through our secure payment gateway (bKash, Nagad, Rocket, internet banking and local
              cards) or our international card payment provider. We never see or store your full card number
              or mobile wallet PIN.
            </Trans>
          </li>
          <li>
            <Trans>
              Promo codes, affiliate discounts, bundle prices and seasonal offers (such as Eid offers) apply
              only as described on the offer, cannot be combined unless stated, and may end at any time.
            </Trans>
          </li>
          <li>
            <Trans>
              Your enrolment starts when the payment provider confirms the payment. If money leaves your
              account but the enrolment does not appear within 24 hours, contact us with the transaction ID.
            </Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'refunds',
    heading: msg`Refunds`,
    content: (
      <>
        <p>
          <Trans>
            If a course is not right for you, write to {siteEmail} within 7 days of payment. We refund the
            full amount if you have completed less than 20% of the course and have not downloaded its
            certificate or resources.
          </Trans>
        </p>
        <p>
          <Trans>
            Approved refunds go back through the original payment method within 10 working days. Payment
            gateway charges may be deducted where the gateway does not return them to us. Bundles are refunded
            as a whole. Free classes and masterclasses have nothing to refund.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'certificates',
    heading: msg`Certificates`,
    content: (
      <p>
        <Trans>
          We issue a certificate when you meet the completion requirements of a course, such as lessons,
          quizzes and projects. Each certificate has a public verification page that employers can check. We
          may withdraw a certificate earned by cheating, for example by sharing quiz answers or submitting
          someone else&apos;s project.
        </Trans>
      </p>
    ),
  },
  {
    id: 'jobs',
    heading: msg`Jobs, job seekers and recruiters`,
    content: (
      <>
        <p>
          <Trans>
            {siteName} helps learners and employers find each other, but we do not guarantee a job, an
            interview or a hire, and we are not a party to any employment agreement.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              Recruiters must post only real, lawful vacancies, describe them honestly and never ask
              candidates for money.
            </Trans>
          </li>
          <li>
            <Trans>
              Recruiters may use resumes and profiles only to assess candidates for their own vacancies, and
              must not copy, sell or publish them.
            </Trans>
          </li>
          <li>
            <Trans>
              Job seekers are responsible for the accuracy of their resumes and applications. Tell us at{' '}
              {siteEmail} if a job post looks suspicious.
            </Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'instructors',
    heading: msg`Instructors`,
    content: (
      <p>
        <Trans>
          Instructors keep ownership of the content they create. By publishing a course on {siteName}, an
          instructor confirms they have the right to use everything in it and gives us a licence to host,
          show, promote and sell the course for as long as it is published and for learners who enrolled while
          it was. Payment terms are set out in each instructor&apos;s agreement.
        </Trans>
      </p>
    ),
  },
  {
    id: 'affiliates',
    heading: msg`Affiliate programme`,
    content: (
      <>
        <p>
          <Trans>
            Affiliates earn a commission on purchases made through their personal link, at the rate shown in
            the affiliate dashboard when the purchase happens. Commission on a purchase that is refunded is
            cancelled.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              Promote {siteName} honestly: no spam, fake reviews, misleading discounts or paid ads on our
              brand name.
            </Trans>
          </li>
          <li>
            <Trans>You cannot earn a commission on your own purchases.</Trans>
          </li>
          <li>
            <Trans>
              Payouts are made on request from the affiliate dashboard to your bKash, Nagad or bank account
              once your balance reaches the minimum shown there.
            </Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    heading: msg`Acceptable use`,
    content: (
      <>
        <p>
          <Trans>
            When you use {siteName}, including community groups, live chat and the chatbot, you agree not to:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>harass, threaten or insult other learners, instructors or our staff;</Trans>
          </li>
          <li>
            <Trans>
              post anything unlawful, hateful, sexually explicit or that infringes someone else&apos;s rights;
            </Trans>
          </li>
          <li>
            <Trans>cheat on quizzes, share answers, or take a course or test for someone else;</Trans>
          </li>
          <li>
            <Trans>
              upload malware, probe our systems, or scrape or copy the platform by automated means.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>We may remove content and suspend or close accounts that break these rules.</Trans>
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    heading: msg`Our responsibility to you`,
    content: (
      <>
        <p>
          <Trans>
            We work hard to keep {siteName} available and our courses accurate and up to date, but the service
            is provided as it is, and courses teach skills; they do not promise a particular result.
          </Trans>
        </p>
        <p>
          <Trans>
            As far as the law of Bangladesh allows, we are not liable for indirect losses such as lost
            earnings or opportunities, and our total liability to you for any claim is limited to the amount
            you paid us in the 12 months before it. Nothing in these terms limits rights you have as a
            consumer that cannot be limited by law.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'law',
    heading: msg`Governing law and disputes`,
    content: (
      <p>
        <Trans>
          These terms are governed by the laws of the People&apos;s Republic of Bangladesh. If something goes
          wrong, please contact us first: most problems are solved quickly that way. Any dispute we cannot
          settle together will be decided by the courts of Dhaka.
        </Trans>
      </p>
    ),
  },
  {
    id: 'changes',
    heading: msg`Changes to these terms`,
    content: (
      <p>
        <Trans>
          We may update these terms as the platform grows. We will change the date at the top of this page
          and, for important changes, tell you by e-mail or in the app at least 14 days before they take
          effect. If you keep using {siteName} after that, the new terms apply.
        </Trans>
      </p>
    ),
  },
];

export function TermsPage() {
  const { t } = useLingui();
  return (
    <LegalDocument
      title={t`Terms and conditions`}
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          <Trans>
            The rules for using {siteName}, in plain language: what you can expect from us, what we expect
            from you, and how payments and refunds work.
          </Trans>
        </p>
      }
      sections={SECTIONS}
    />
  );
}
