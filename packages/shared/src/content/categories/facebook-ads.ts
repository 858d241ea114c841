import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'facebook-ads',
  name: 'Facebook-annoncering',
  imageUrl: '/groups/sociale-medier-og-kommunikation.svg',
  title: 'Facebook-annoncering med hjælp fra en studerende',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at sætte dine Facebook-annoncer op og følge dem. Fra 190 kr. i timen ekskl. moms – annoncebudgettet er ikke inkluderet.',
  content: {
    title: 'Annoncer på Facebook, der rammer din målgruppe',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Facebook gør det muligt at vise annoncer til netop de mennesker, der kan være interesserede i din virksomhed. En studerende kan sætte kampagner op, vælge målgrupper, skrive annoncetekster og lave billeder eller små videoer til annoncerne.',
      secondParagraph:
        'Undervejs kan den studerende følge med i resultaterne og justere annoncerne. Resultater kan ingen garantere, men en løbende opfølgning giver et bedre grundlag for at vurdere, hvad der virker.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Skriv til en studerende, hvad du vil annoncere for, og hvem du gerne vil nå. I afklarer opgaven og prisen i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Accepten er bindende.',
      secondParagraph:
        'Den studerende skal have adgang til din virksomheds annoncekonto. Budgettet til selve annoncerne bestemmer du selv.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Hjælp til Facebook-annoncering koster fra 190 kr. i timen plus moms afhængigt af den studerendes niveau. Prisen dækker kun den studerendes tid – udgiften til selve annoncerne er ikke inkluderet.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle. Du får hjælp til at komme i gang med annoncering til en pris, der passer til en lille virksomhed, og vi sørger for fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
