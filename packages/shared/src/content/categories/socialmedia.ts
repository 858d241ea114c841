import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'socialmedia',
  name: 'Sociale medier',
  imageUrl: '/groups/sociale-medier-og-kommunikation.svg',
  title: 'Hjælp til sociale medier fra en studerende',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at planlægge og lave opslag til dine sociale medier. Fra 190 kr. i timen ekskl. moms.',
  content: {
    title: 'Vær til stede, hvor dine kunder er',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Sociale medier kræver, at der sker noget jævnligt, og det er svært at nå i en travl hverdag. En studerende kan lægge en plan, skrive og designe opslag og holde dine profiler opdaterede.',
      secondParagraph:
        'En indholdsplan kan for eksempel dække 3 måneder, så du på forhånd ved, hvad der skal ud hvornår. Den studerende kan også svare på kommentarer og følge op på, hvilke opslag der bliver taget godt imod.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Skriv til en studerende, hvilke medier du bruger, og hvad du vil opnå. I afklarer opgaven og prisen i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Accepten er bindende.',
      secondParagraph:
        'Du bidrager med viden om virksomheden, billeder og de nyheder, du vil dele. Aftal også, om opslagene skal godkendes af dig, før de bliver lagt op.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Hjælp til sociale medier koster fra 190 kr. i timen plus moms afhængigt af den studerendes niveau. Prisen dækker kun den studerendes tid og ikke eventuelle udgifter til annoncer.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle. Du får en ekstra hånd til den løbende indsats til en pris, der passer til en lille virksomhed, og vi sørger for fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
