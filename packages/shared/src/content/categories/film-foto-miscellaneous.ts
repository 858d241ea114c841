import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'film-foto_miscellaneous',
  name: 'Film og foto diverse',
  imageUrl: '/groups/film-og-foto.svg',
  title: 'Andre opgaver inden for film og foto',
  callToAction: 'default',
  metaDescription:
    'Har du en opgave med film eller billeder, der ikke passer ind i en kategori? Få hjælp af en screenet studerende til 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Film og foto – også det, der ikke står på listen',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Kategorien dækker de opgaver med levende og faste billeder, som ikke hører under foto eller filmklipning. Det kan være billedredigering, en enkel animation, korte optagelser til de sociale medier eller hjælp til at sortere et stort billedarkiv.',
      secondParagraph:
        'Beskriv opgaven, så godt du kan, så kan den studerende vurdere, om den ligger inden for det, vedkommende kan. Er du i tvivl om, hvilken kategori opgaven hører til, er du velkommen til at kontakte os.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende og forklarer opgaven. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Med din accept er aftalen bindende.',
      secondParagraph:
        'Skal den studerende arbejde med dit eget materiale, leverer du filerne. Aftal også, hvilket format det færdige resultat skal have.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Diverse opgaver inden for film og foto koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau. Nye studerende starter på 190 kr.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle. Du får kreative hænder til en fornuftig pris, og vi tager os af fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
