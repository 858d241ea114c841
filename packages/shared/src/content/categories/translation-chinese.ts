import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'translation-chinese',
  name: 'Oversættelse til kinesisk',
  imageUrl: '/groups/sprog.svg',
  title: 'Oversættelse til kinesisk ved en studerende',
  callToAction: 'default',
  metaDescription:
    'Få dine tekster oversat fra dansk til kinesisk af en screenet studerende. Hjemmesider, produkttekster og mere til 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Dine tekster på kinesisk',
    firstSection: {
      title: 'Hvad kan den studerende oversætte?',
      firstParagraph:
        'Vil du i kontakt med kinesiske kunder eller samarbejdspartnere, gør det en stor forskel at møde dem på deres eget sprog. En studerende med stærke kinesiskkundskaber kan oversætte din hjemmeside, dine produktbeskrivelser og din korrespondance fra dansk til kinesisk.',
      secondParagraph:
        'Aftal på forhånd, om teksten skal skrives med forenklede eller traditionelle tegn, afhængigt af hvor dine læsere bor. Forenklede tegn bruges i Kina, mens traditionelle tegn blandt andet bruges i Taiwan og Hongkong.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende med stærke kundskaber i kinesisk og fortæller, hvad teksten skal bruges til, og hvor lang den er. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Accepten er bindende.',
      secondParagraph:
        'Du leverer den færdige danske tekst og gerne en ordliste over faste fagudtryk og produktnavne. Skal teksten bruges i en juridisk eller anden særligt vigtig sammenhæng, bør den gennemlæses af en fagperson, før den tages i brug.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Oversættelse til kinesisk koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. En tekst med et kendt omfang kan også få en fast pris.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle translatører. Til hjemmesider, produkttekster og den daglige korrespondance på kinesisk får du hjælp til en pris, der passer til en lille virksomhed, og vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
