import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'instagram-add',
  name: 'Instagram-annoncering',
  imageUrl: '/groups/sociale-medier-og-kommunikation.svg',
  title: 'Instagram-annoncering med hjælp fra en studerende',
  callToAction: 'default',
  metaDescription:
    'Lad en screenet studerende lave og styre dine annoncer på Instagram. Fra 190 kr. i timen ekskl. moms – annoncebudgettet er ikke inkluderet.',
  content: {
    title: 'Bliv set på Instagram',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Instagram er et visuelt medie, hvor billeder og korte videoer skal fange opmærksomheden på et splitsekund. En studerende kan lave annoncer i de rigtige formater, skrive korte og præcise tekster og sætte kampagner op, der er rettet mod din målgruppe.',
      secondParagraph:
        'Den studerende kan følge kampagnerne og foreslå ændringer undervejs. Ingen kan love bestemte resultater, men du får et bedre billede af, hvad dine følgere reagerer på.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Skriv til en studerende, hvad du vil reklamere for – et produkt, et tilbud eller din virksomhed i det hele taget. I afklarer detaljer og pris i beskedsystemet, og når du accepterer den studerendes tilbud i systemet, er aftalen bindende.',
      secondParagraph:
        'Den studerende skal have adgang til din virksomheds profil og annoncekonto. Har du billeder eller video, du gerne vil bruge, så send dem med.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Hjælp til Instagram-annoncering koster fra 190 kr. i timen plus moms afhængigt af den studerendes niveau. Prisen dækker kun den studerendes tid – udgiften til selve annoncerne er ikke inkluderet.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle. Til gengæld kan du prøve dig frem med annoncering uden at betale bureaupriser, og vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
