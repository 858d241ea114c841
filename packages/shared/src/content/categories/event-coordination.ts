import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'event-coordination',
  name: 'Eventkoordinering',
  imageUrl: '/groups/event.svg',
  title: 'Eventkoordinering ved en studerende',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at koordinere dit arrangement på dagen: leverandører, gæster og program. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'En ekstra hånd, når arrangementet løber af stablen',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Når planen er lagt, skal den føres ud i livet. En studerende kan koordinere med leverandører, tage imod gæster, holde styr på programmet og løse de små problemer, der altid opstår undervejs.',
      secondParagraph:
        'Den studerende kan også hjælpe i dagene op til, for eksempel med tilmeldinger, navneskilte og opsætning. Så er der styr på detaljerne, når gæsterne kommer.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende med dato, sted og program for arrangementet og en beskrivelse af, hvad du har brug for hjælp til. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud. Når du accepterer det i systemet, er aftalen bindende.',
      secondParagraph:
        'Del drejebogen og kontaktoplysninger på leverandørerne, og aftal, hvem den studerende skal gå til, hvis der opstår tvivl på dagen. Det gør det lettere at træffe hurtige beslutninger.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Eventkoordinering koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. Prisen dækker den studerendes tid, ikke udgifterne til selve arrangementet.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle. Du får en hjælper for de timer, du har brug for, og vi sørger for fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
