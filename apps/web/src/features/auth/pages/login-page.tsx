import { Trans } from '@lingui/react/macro';
import { LoginForm } from '../components/login-form';

/**
 * /login (SPEC.md §2): the sign-in form as a page, for links, the protected-route redirect and anyone who
 * reloads. The route sits under RedirectIfSignedIn, which sends a user holding an access value on to the
 * `next` target or /newDashboard (ADR 005), so a successful sign-in here lands there without a second
 * navigation of its own.
 */
export function LoginPage() {
  return (
    <div className="flex justify-center bg-slate-50 px-4 py-10 sm:py-16">
      <section
        aria-labelledby="login-title"
        className="w-full max-w-[400px] rounded-card bg-white p-5 shadow-card sm:p-8"
      >
        <h1 id="login-title" className="text-2xl font-bold text-slate-900">
          <Trans>Log in to Dokkho</Trans>
        </h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">
          <Trans>Welcome back. Pick up where you left off.</Trans>
        </p>
        <LoginForm autoFocus />
      </section>
    </div>
  );
}
