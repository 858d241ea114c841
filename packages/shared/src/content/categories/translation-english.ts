import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'translation-english',
  name: 'Oversættelse til engelsk',
  imageUrl: '/groups/sprog.svg',
  title: 'Oversættelse til engelsk ved en studerende',
  callToAction: 'default',
  metaDescription:
    'Få dine tekster oversat fra dansk til engelsk af en screenet studerende. Hjemmesider, produkttekster og mere til 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Din virksomhed på engelsk',
    firstSection: {
      title: 'Hvad kan den studerende oversætte?',
      firstParagraph:
        'Skal din hjemmeside, dine produktbeskrivelser eller dine præsentationer ud til kunder og samarbejdspartnere i udlandet? En studerende med stærke engelskkundskaber kan oversætte dine danske tekster til engelsk.',
      secondParagraph:
        'Den studerende kan også læse dine egne engelske tekster igennem og rette sprog og stavning. Fortæl, om teksten skal skrives på britisk eller amerikansk engelsk.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende med stærke kundskaber i engelsk og fortæller, hvad teksten skal bruges til, og hvor lang den er. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Accepten er bindende.',
      secondParagraph:
        'Du leverer den færdige danske tekst og gerne en ordliste over faste fagudtryk og produktnavne. Skal teksten bruges i en juridisk eller anden særligt vigtig sammenhæng, bør den gennemlæses af en fagperson, før den tages i brug.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Oversættelse til engelsk koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. En tekst med et kendt omfang kan også få en fast pris.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle translatører. Til hjemmesider, produkttekster og den daglige korrespondance på engelsk får du hjælp til en pris, der passer til en lille virksomhed, og vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
