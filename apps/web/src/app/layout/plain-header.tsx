import { Link } from 'react-router';
import { Logo } from '../../shared/ui/logo';
import { useLingui } from '@lingui/react/macro';

/**
 * SPEC.md §2: verification pages and the lesson player get a plain header, the logo only and no navbar
 * controls, so nothing pulls the user away from the one task on the page.
 */
export function PlainHeader() {
  const { t } = useLingui();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
        <Link to="/" aria-label={t`Dokkho home`} className="rounded-md">
          <Logo variant="dark" className="h-8 sm:h-9" />
        </Link>
      </div>
    </header>
  );
}
