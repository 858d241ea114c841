import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'translation-german',
  name: 'Oversættelse til tysk',
  imageUrl: '/groups/sprog.svg',
  title: 'Oversættelse til tysk ved en studerende',
  callToAction: 'default',
  metaDescription:
    'Få dine tekster oversat fra dansk til tysk af en screenet studerende. Hjemmesider, produkttekster og mere til 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Klar til det tyske marked',
    firstSection: {
      title: 'Hvad kan den studerende oversætte?',
      firstParagraph:
        'Tyskland er vores store nabo mod syd og et oplagt marked for mange danske virksomheder. En studerende med stærke tyskkundskaber kan oversætte din hjemmeside, dine produktbeskrivelser og dine salgsmaterialer fra dansk til tysk.',
      secondParagraph:
        'Skal teksten også bruges i Østrig eller Schweiz, så nævn det, så den studerende kan tage højde for forskellene. Sproget er det samme, men der er forskelle i ordvalget.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende med stærke kundskaber i tysk og fortæller, hvad teksten skal bruges til, og hvor lang den er. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Accepten er bindende.',
      secondParagraph:
        'Du leverer den færdige danske tekst og gerne en ordliste over faste fagudtryk og produktnavne. Skal teksten bruges i en juridisk eller anden særligt vigtig sammenhæng, bør den gennemlæses af en fagperson, før den tages i brug.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Oversættelse til tysk koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. En tekst med et kendt omfang kan også få en fast pris.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle translatører. Til hjemmesider, produkttekster og den daglige korrespondance på tysk får du hjælp til en pris, der passer til en lille virksomhed, og vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
