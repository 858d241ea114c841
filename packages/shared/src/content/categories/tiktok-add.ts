import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'tiktok-add',
  name: 'TikTok-annoncering',
  imageUrl: '/groups/sociale-medier-og-kommunikation.svg',
  title: 'TikTok-annoncering med hjælp fra en studerende',
  callToAction: 'default',
  metaDescription:
    'Nå nye kunder med annoncer på TikTok. En screenet studerende hjælper fra 190 kr. i timen ekskl. moms – annoncebudgettet er ikke inkluderet.',
  content: {
    title: 'Korte videoer, der fanger opmærksomheden',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'På TikTok er det de korte, levende videoer, der fanger seerne. En studerende kan finde på idéer, optage og klippe videoer i det rigtige format og sætte annoncerne op, så de bliver vist for din målgruppe.',
      secondParagraph:
        'Den studerende kan holde øje med, hvordan annoncerne klarer sig, og foreslå justeringer. Resultater kan ikke garanteres, men du får et bedre billede af, hvad der virker for netop din virksomhed.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende, hvad du vil vise frem, og hvem du gerne vil nå. I aftaler detaljer og pris i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Accepten er bindende.',
      secondParagraph:
        'Den studerende skal have adgang til din virksomheds annoncekonto. Aftal også, hvem der optager videoerne, og om du selv vil være med i dem.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Hjælp til TikTok-annoncering koster fra 190 kr. i timen plus moms afhængigt af den studerendes niveau. Prisen dækker kun den studerendes tid – udgiften til selve annoncerne er ikke inkluderet.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle. Du får hjælp til en pris, der passer til en lille virksomhed, og vi sørger for fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
