import { useLingui } from '@lingui/react/macro';
import { SITE } from '@dokkho/contract/site';
import { SITE_TAGLINE } from '../../../shared/labels/site';
import { AppDownloadSection } from '../components/app-download-section';
import { BestGenresSection } from '../components/best-genres-section';
import { CareerPathsSection } from '../components/career-paths-section';
import { FeaturedCoursesSection } from '../components/featured-courses-section';
import { HomeHero } from '../components/home-hero';
import { WhyDokkhoSection } from '../components/why-dokkho-section';
// The current offer's banner (issue 5): owned by the offers feature.
import { PromoBanner } from '../../offers';
// The next masterclass (issue 18): owned by the events feature; below the fold, so no layout shift.
import { UpcomingMasterclassTeaser } from '../../events';
import { useDocumentTitle } from '../lib/use-document-title';

/** `/`: the catalog's front door. Each section loads, fails and retries on its own. */
export function HomePage() {
  const { i18n } = useLingui();
  const tagline = i18n._(SITE_TAGLINE);
  useDocumentTitle(`${SITE.name}: ${tagline.toLowerCase()}`);
  return (
    <>
      <HomeHero />
      <FeaturedCoursesSection />
      <UpcomingMasterclassTeaser />
      <PromoBanner />
      <BestGenresSection />
      <CareerPathsSection />
      <WhyDokkhoSection />
      <AppDownloadSection />
    </>
  );
}
