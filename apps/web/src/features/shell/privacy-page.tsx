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
    heading: msg`Who we are`,
    content: (
      <p>
        <Trans>
          {siteName} (<SiteAddress />) is responsible for the personal information described here. This policy
          explains what we collect when you use our website, mobile app and chatbot, why, who we share it
          with, and the choices you have. It works together with our{' '}
          <Link to="/terms-and-conditions">terms and conditions</Link>.
        </Trans>
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    heading: msg`What we collect`,
    content: (
      <ul>
        <li>
          <Trans>
            <strong>Account details:</strong> your name, e-mail address, mobile number, username and password
            (stored only as a secure hash), and your profile picture if you add one. If you sign in with
            Google, we receive your name, e-mail address and picture from Google.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Learning activity:</strong> courses you enrol in, lessons watched, quiz answers and
            scores, certificates, reviews, wishlist, and questions you ask instructors.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Career information:</strong> resumes, cover letters, education, work experience and job
            applications, and for recruiters, company details and job posts.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Payments:</strong> what you bought, the amount, the payment method and the transaction
            reference. Card numbers and mobile wallet PINs are handled by the payment gateway and never reach
            us.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Affiliates:</strong> clicks and purchases made through your link, and the bKash, Nagad or
            bank details you give us for payouts.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Chatbot:</strong> the questions you type and the answers, and your device&apos;s public IP
            address, used to keep the service safe from abuse.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Usage:</strong> when you are signed in, which pages and features you use, so we can
            improve them. Like most services, our servers also log technical details such as your browser type
            and IP address.
          </Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-it',
    heading: msg`How we use it`,
    content: (
      <ul>
        <li>
          <Trans>to create and secure your account, including verifying your e-mail and phone number;</Trans>
        </li>
        <li>
          <Trans>to give you access to your courses, track your progress and issue certificates;</Trans>
        </li>
        <li>
          <Trans>to process payments, refunds and affiliate payouts;</Trans>
        </li>
        <li>
          <Trans>to show your profile and resume to recruiters when you apply to their jobs;</Trans>
        </li>
        <li>
          <Trans>to answer your questions through support, live chat and the chatbot;</Trans>
        </li>
        <li>
          <Trans>
            to send you messages about your account, classes and payments, and, if you agree, about new
            courses and offers (you can opt out of marketing at any time);
          </Trans>
        </li>
        <li>
          <Trans>
            to understand how Dokkho is used, prevent fraud and cheating, and comply with the law.
          </Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    heading: msg`Who we share it with`,
    content: (
      <>
        <p>
          <Trans>We do not sell your personal information. We share it only with:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Recruiters</strong>, who see your resume and profile when you apply to their job, or
              when you choose to appear in talent search;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Instructors</strong>, who see the names and progress of learners in their courses and
              the questions addressed to them;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Service providers</strong> who work for us under contract: payment gateways, hosting,
              e-mail and SMS delivery, push notifications, Google sign-in, and the AI service behind the
              chatbot;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Authorities</strong>, when the law of Bangladesh requires it or to protect the safety of
              our users.
            </Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'device-storage',
    heading: msg`Cookies and storage on your device`,
    content: (
      <p>
        <Trans>
          We keep your sign-in on your device (in a secure cookie and your browser&apos;s local storage) so
          you stay signed in. Signing out clears it. The chatbot keeps your conversation on your device only
          until you close the page or after 10 minutes without activity. We do not use third-party advertising
          cookies.
        </Trans>
      </p>
    ),
  },
  {
    id: 'security',
    heading: msg`How we protect it`,
    content: (
      <p>
        <Trans>
          Data travels over encrypted connections (HTTPS) and passwords are stored as secure hashes. Access
          inside our team is limited to people who need it for their work. Some of our service providers store
          data on servers outside Bangladesh; we choose providers that protect it to a standard at least as
          high as ours.
        </Trans>
      </p>
    ),
  },
  {
    id: 'retention',
    heading: msg`How long we keep it`,
    content: (
      <p>
        <Trans>
          We keep your account information for as long as your account is open. If you close it, we delete or
          anonymise your personal information within 90 days, except payment records, which we keep for the
          period required by Bangladeshi tax and accounting law, and certificate records, so that certificates
          you shared can still be verified.
        </Trans>
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: msg`Your choices and rights`,
    content: (
      <>
        <p>
          <Trans>You can, at any time:</Trans>
        </p>
        <ul>
          <li>
            <Trans>see and correct your details from your dashboard&apos;s profile page;</Trans>
          </li>
          <li>
            <Trans>ask for a copy of the personal information we hold about you;</Trans>
          </li>
          <li>
            <Trans>ask us to delete your account and personal information;</Trans>
          </li>
          <li>
            <Trans>
              unsubscribe from marketing e-mails and SMS with the link or keyword in each message.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Write to {siteEmail} from the e-mail address on your account. We answer within 30 days and may ask
            you to confirm your identity first.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'children',
    heading: msg`Children`,
    content: (
      <p>
        <Trans>
          {siteName} is not meant for children under 13. Learners aged 13 to 17 need a parent or
          guardian&apos;s permission. If you believe a child has given us information without that permission,
          tell us and we will delete it.
        </Trans>
      </p>
    ),
  },
  {
    id: 'changes',
    heading: msg`Changes to this policy`,
    content: (
      <p>
        <Trans>
          When we change this policy we update the date at the top of this page. If a change affects how we
          use information you already gave us, we will tell you by e-mail or in the app before it takes
          effect.
        </Trans>
      </p>
    ),
  },
];

export function PrivacyPage() {
  const { t } = useLingui();
  return (
    <LegalDocument
      title={t`Privacy policy`}
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          <Trans>
            Your learning and career information is personal. Here is what {siteName} collects, why we need
            it, and how you stay in control of it.
          </Trans>
        </p>
      }
      sections={SECTIONS}
    />
  );
}
