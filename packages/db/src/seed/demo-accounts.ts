/**
 * Demo sign-in accounts (issue 3 item 13), created only with the embedded demo data (seedDemoData), and
 * listed in the README. One account holds every role that exists so far; the others get one role each as
 * the role modules arrive.
 */
export const DEMO_PASSWORD = 'demo-pass-123';

export interface DemoAccount {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** An instructor profile hangs off the account. */
  instructor: { headline: string; bio: string } | null;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'demo@dokkho.test',
    username: 'demo',
    firstName: 'Demo',
    lastName: 'Account',
    phoneNumber: '+8801700000000',
    instructor: {
      headline: 'Demo instructor',
      bio: 'The demo account: a learner and an instructor, to try every dashboard.',
    },
  },
  {
    email: 'learner@dokkho.test',
    username: 'learner',
    firstName: 'Demo',
    lastName: 'Learner',
    phoneNumber: '+8801700000001',
    instructor: null,
  },
];
