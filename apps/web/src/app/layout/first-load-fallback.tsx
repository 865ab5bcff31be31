import { useLocation } from 'react-router';
import { Spinner } from '../../shared/ui/spinner';
import { TopProgressBar } from '../../shared/ui/top-progress-bar';
import { shellFor } from './shell-rules';
import { useLingui } from '@lingui/react/macro';

/**
 * The page area while the first page's chunk loads. On the home page it is the dark block the hero will
 * fill, so the light navbar logo stays readable and the colour does not flash; elsewhere a quiet spinner
 * that appears only if loading takes a moment. Either fills the screen, so the footer stays below the fold
 * and does not jump when the page arrives (no layout shift).
 */
export function FirstLoadFallback() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const darkHero = shellFor(pathname).darkHeroUnderHeader;
  return (
    <>
      <TopProgressBar />
      {darkHero ? (
        <div className="min-h-svh bg-primary-900" />
      ) : (
        <div className="flex min-h-svh items-center justify-center">
          <Spinner className="animate-progress-appear size-8" label={t`Loading page`} />
        </div>
      )}
    </>
  );
}
