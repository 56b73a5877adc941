import { DestinationsPanel } from './destinations-panel';
import { FeatureBlurbs } from './feature-blurbs';
import { MarketingFigures } from './marketing-figures';
import { PartnersGrid } from './partners-grid';

/**
 * The home page's sections below the first screen (SPEC §2): destinations, figures, blurbs and partner companies.
 * A chunk of their own, downloaded once the page has shown (pages/home-page.tsx): a first visit does not wait for
 * their code to use the search form.
 */
export function LowerSections() {
  return (
    <>
      <DestinationsPanel />
      <MarketingFigures />
      <FeatureBlurbs />
      <PartnersGrid />
    </>
  );
}
