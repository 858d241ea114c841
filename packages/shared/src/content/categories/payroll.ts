import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'payroll',
  name: 'Lønindberetning',
  imageUrl: '/groups/oekonomi.svg',
  title: 'Hjælp til lønindberetning fra en studerende',
  callToAction: 'default',
  metaDescription:
    'Få en screenet økonomistuderende til at hjælpe med lønberegning og lønindberetning. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Lønindberetning uden hovedbrud',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Har du ansatte, skal lønnen beregnes og indberettes hver måned. En økonomistuderende kan samle timer og tillæg, gøre lønnen klar og hjælpe med indberetningen, så du slipper for at sidde med det selv.',
      secondParagraph:
        'Opgaven egner sig godt til små virksomheder med få ansatte og faste rutiner. Fortæl i din første besked, hvor mange ansatte du har, og hvilket system du bruger i dag.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du vælger en studerende, skriver en kort beskrivelse og aftaler detaljer og pris i beskedsystemet. Den studerende sender et tilbud, og når du accepterer det i systemet, er aftalen bindende.',
      secondParagraph:
        'Du leverer de oplysninger, lønnen bygger på, for eksempel timesedler, ansættelsesvilkår og ændringer siden sidst. Aftal gerne en fast dato hver måned, så lønnen altid bliver klar i tide.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris og fordele',
      firstParagraph:
        'Hjælp til lønindberetning koster 190–260 kr. i timen ekskl. moms, og en ny studerende starter på 190 kr. Ved faste, ensartede opgaver kan I også aftale en fast pris.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle lønbogholdere. Du får hjælp til de faste opgaver til en overskuelig pris, og vi tager os af fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
