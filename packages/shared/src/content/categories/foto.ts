import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'foto',
  name: 'Foto',
  imageUrl: '/groups/film-og-foto.svg',
  title: 'Fotografering ved en studerende',
  callToAction: 'default',
  metaDescription:
    'Få taget billeder af dine produkter, medarbejdere eller lokaler af en screenet studerende. Foto til 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Billeder, der viser din virksomhed frem',
    firstSection: {
      title: 'Hvad kan den studerende fotografere?',
      firstParagraph:
        'Gode billeder gør en stor forskel på hjemmesiden, på de sociale medier og i trykt materiale. En studerende med erfaring i fotografering kan tage billeder af dine produkter, dine lokaler, dine medarbejdere eller et arrangement.',
      secondParagraph:
        'Den studerende kan også redigere billederne bagefter, så farver og beskæring passer til det, de skal bruges til. Redigeringen tæller med i de timer, opgaven tager.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Skriv til en studerende, hvad der skal fotograferes, hvor og hvornår. I aftaler detaljer og pris i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Accepten er bindende.',
      secondParagraph:
        'Aftal på forhånd, hvor mange billeder du ønsker, i hvilket format du vil have dem, og hvad de skal bruges til. Kig gerne profilerne igennem – de studerende viser tidligere opgaver, så du kan se deres stil.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Foto koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. I kan også aftale en fast pris for en konkret opgave.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle fotografer. Til mange formål kan en studerende være et billigt alternativ, og vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
