import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'snapchat-add',
  name: 'Snapchat-annoncering',
  imageUrl: '/groups/sociale-medier-og-kommunikation.svg',
  title: 'Snapchat-annoncering med hjælp fra en studerende',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at lave og styre dine annoncer på Snapchat. Fra 190 kr. i timen ekskl. moms – annoncebudgettet er ikke inkluderet.',
  content: {
    title: 'Annoncer, der fylder hele skærmen',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'På Snapchat bliver annoncerne vist i fuld skærm mellem vennernes historier. En studerende kan lave lodrette videoer og billeder i det rigtige format og sætte kampagner op, der er rettet mod den målgruppe, du vil nå.',
      secondParagraph:
        'Undervejs kan den studerende følge resultaterne og justere kampagnen. Ingen kan garantere et bestemt udbytte, men med en løbende opfølgning får du et bedre grundlag for næste kampagne.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende, hvad kampagnen skal handle om, og hvem den er til. I aftaler detaljer og pris i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Accepten er bindende.',
      secondParagraph:
        'Den studerende skal have adgang til din virksomheds annoncekonto. Send logo, billeder og eventuelle videoer, som kampagnen kan bygge på.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Hjælp til Snapchat-annoncering koster fra 190 kr. i timen plus moms afhængigt af den studerendes niveau. Prisen dækker kun den studerendes tid – udgiften til selve annoncerne er ikke inkluderet.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle. Du får en hjælper til en pris, der gør det muligt at prøve en ny kanal af, og vi sørger for fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
