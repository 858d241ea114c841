import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'translation-spanish',
  name: 'Oversættelse til spansk',
  imageUrl: '/groups/sprog.svg',
  title: 'Oversættelse til spansk ved en studerende',
  callToAction: 'default',
  metaDescription:
    'Få dine tekster oversat fra dansk til spansk af en screenet studerende. Hjemmesider, produkttekster og mere til 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Nå den spansktalende verden',
    firstSection: {
      title: 'Hvad kan den studerende oversætte?',
      firstParagraph:
        'Spansk tales i Spanien og det meste af Latinamerika. En studerende med stærke spanskkundskaber kan oversætte din hjemmeside, dine produktbeskrivelser og dine salgsmaterialer fra dansk til spansk.',
      secondParagraph:
        'Fortæl gerne, hvilket land teksten er rettet mod, så sproget passer til dine læsere. Spansk i Spanien og i Latinamerika adskiller sig nemlig på flere punkter.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende med stærke kundskaber i spansk og fortæller, hvad teksten skal bruges til, og hvor lang den er. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Accepten er bindende.',
      secondParagraph:
        'Du leverer den færdige danske tekst og gerne en ordliste over faste fagudtryk og produktnavne. Skal teksten bruges i en juridisk eller anden særligt vigtig sammenhæng, bør den gennemlæses af en fagperson, før den tages i brug.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Oversættelse til spansk koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. En tekst med et kendt omfang kan også få en fast pris.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle translatører. Til hjemmesider, produkttekster og den daglige korrespondance på spansk får du hjælp til en pris, der passer til en lille virksomhed, og vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
