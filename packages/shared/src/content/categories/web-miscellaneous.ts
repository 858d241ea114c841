import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'web_miscellaneous',
  name: 'Web diverse',
  imageUrl: '/groups/web.svg',
  title: 'Hjælp til andre webopgaver',
  callToAction: 'default',
  metaDescription:
    'Har du en webopgave, der ikke passer ind i en kategori? Få hjælp af en screenet studerende til 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Hjælp til de webopgaver, der ikke passer ind i en kasse',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Ikke alle opgaver på nettet handler om en ny hjemmeside. En webstuderende kan hjælpe med mindre rettelser, flytning af indhold, opsætning af en formular, tilmelding til nyhedsbrev eller en gennemgang af, hvad der kan forbedres på din side.',
      secondParagraph:
        'Kategorien er til alt det, der ikke hører under vores andre webkategorier. Beskriv opgaven så konkret som muligt, så finder I hurtigt ud af, om den studerende er den rette.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende og beskriver opgaven. I afklarer detaljer og pris i beskedsystemet, hvorefter den studerende sender et tilbud, som du accepterer i systemet. Din accept gør aftalen bindende.',
      secondParagraph:
        'Du sørger for de adgange, tekster og billeder, opgaven kræver. Det sparer tid, hvis alt er klar, når arbejdet begynder.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Diverse webopgaver koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. I kan også aftale en fast pris for en konkret opgave.',
      secondParagraph:
        'Vores priser på web ligger mindst 50 % under markedsprisen. De studerende er screenet, men de er ikke professionelle udviklere, og vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
