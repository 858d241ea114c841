import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'bookkeeping',
  name: 'Bogføring',
  imageUrl: '/groups/oekonomi.svg',
  title: 'Få hjælp til bogføring af en studerende',
  callToAction: 'default',
  metaDescription:
    'Lad en screenet økonomistuderende bogføre dine bilag, så du får tid til kunderne. 190–260 kr. i timen ekskl. moms – nye studerende starter på 190 kr.',
  content: {
    title: 'Bogføring, så du kan passe din forretning',
    firstSection: {
      title: 'Hvad kan den studerende bogføre?',
      firstParagraph:
        'En økonomistuderende kan tage sig af den daglige bogføring: indtaste køb og salg, holde styr på bilag og afstemme bankkontoen, så tallene stemmer. Det giver dig et mere retvisende billede af økonomien fra måned til måned.',
      secondParagraph:
        'Vores økonomistuderende arbejder i tre udbredte regnskabsprogrammer. Fortæl i din første besked, hvilket program du bruger, og hvor langt bogføringen er nået.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du vælger en studerende og beskriver opgaven i en besked. I afklarer omfang og pris i beskedsystemet, og den studerende sender dig et tilbud. Når du accepterer tilbuddet i systemet, er aftalen bindende.',
      secondParagraph:
        'For at bogføringen kan gå i gang, skal den studerende have adgang til dine bilag og til regnskabsprogrammet. Det kan være en god idé at aftale en fast rytme, for eksempel en gang om måneden, så bilagene ikke hober sig op.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris og hvorfor en studerende',
      firstParagraph:
        'Bogføring koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau. En ny studerende starter på 190 kr. i timen.',
      secondParagraph:
        'Studerende er screenet, før de bliver optaget, men de er ikke professionelle bogholdere. Til de løbende, overskuelige opgaver får du en ekstra hånd til en pris, der giver mening for en lille virksomhed. Vi sender fakturaen og står for moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
