import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'linkedin-add',
  name: 'LinkedIn-annoncering',
  imageUrl: '/groups/sociale-medier-og-kommunikation.svg',
  title: 'LinkedIn-annoncering med hjælp fra en studerende',
  callToAction: 'default',
  metaDescription:
    'Nå andre virksomheder med annoncer på LinkedIn. En screenet studerende hjælper fra 190 kr. i timen ekskl. moms – annoncebudgettet er ikke inkluderet.',
  content: {
    title: 'Nå beslutningstagerne på LinkedIn',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'LinkedIn er oplagt, hvis dine kunder er andre virksomheder. En studerende kan sætte annoncer op, der er rettet mod bestemte brancher, stillinger eller virksomhedsstørrelser, og skrive tekster i en tone, der passer til mediet.',
      secondParagraph:
        'Den studerende kan også hjælpe med at holde din virksomhedsside opdateret, så dem, der klikker på annoncen, møder en aktiv profil. Ingen kan love bestemte resultater, men en løbende opfølgning viser, hvad der virker.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Skriv til en studerende, hvem du vil nå, og hvad du vil tilbyde dem. I afklarer opgaven og prisen i beskedsystemet, og den studerende sender et tilbud. Når du accepterer det i systemet, er aftalen bindende.',
      secondParagraph:
        'Den studerende skal have adgang til din virksomhedsside og annoncekonto. Fortæl gerne, hvilke kunder du allerede har gode erfaringer med, så målretningen bliver så præcis som muligt.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Hjælp til LinkedIn-annoncering koster fra 190 kr. i timen plus moms afhængigt af den studerendes niveau. Prisen dækker kun den studerendes tid – udgiften til selve annoncerne er ikke inkluderet.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle. Du får hjælp til en pris, der passer til en lille virksomhed, og vi sørger for fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
