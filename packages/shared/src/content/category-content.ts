/**
 * Static landing-page content for the service categories and skill groups (content-and-terms.md sections 2
 * and 3). The texts are Danish; prices in them are kr. excluding VAT and follow the seed catalogue.
 */

/** One section of a category page; thirdParagraph may be '' when two paragraphs say it all. */
export interface CategorySection {
  title: string;
  firstParagraph: string;
  secondParagraph: string;
  thirdParagraph: string;
}

export interface CategoryContent {
  /** The skill key of the catalogue (apps/server/src/db/seed/catalogue-data.ts). */
  key: string;
  name: string;
  /** `/groups/<group-slug>.svg`, served from apps/web/public. */
  imageUrl: string;
  /** Page title for the browser tab and search results; the name is used when absent. */
  title?: string;
  callToAction: 'default';
  metaDescription?: string;
  content: {
    title: string;
    firstSection: CategorySection;
    secondSection: CategorySection;
    thirdSection: CategorySection;
  };
}

export interface GroupContent {
  slug: string;
  name: string;
  imageUrl: string;
  intro: string;
  metaDescription: string;
}
