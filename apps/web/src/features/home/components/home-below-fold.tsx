import { FeaturedStudents } from './featured-students.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { LevelPrices } from './level-prices.tsx';
import { PriceBand } from './price-band.tsx';
import { SkillTiles } from './skill-tiles.tsx';
import { TestimonialCarousel } from './testimonial-carousel.tsx';

/**
 * Everything under the hero, as one lazy chunk (home-page.tsx): the first screen needs only the hero and
 * the quick search, so this code and its content load as the visitor scrolls towards it.
 */
export function HomeBelowFold() {
  return (
    <>
      <HowItWorks />
      <SkillTiles />
      <FeaturedStudents />
      <TestimonialCarousel />
      <LevelPrices />
      <PriceBand />
    </>
  );
}
