import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'data-collection',
  name: 'Dataindsamling',
  imageUrl: '/groups/projekt.svg',
  title: 'Dataindsamling ved en studerende',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at indsamle data gennem spørgeskemaer, interviews eller offentlige kilder. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Indsaml de oplysninger, du har brug for',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Før en analyse kan begynde, skal der samles data ind. En studerende kan lave spørgeskemaer, gennemføre interviews, indsamle oplysninger fra offentlige kilder eller taste data fra papir ind i et regneark.',
      secondParagraph:
        'Omfatter indsamlingen personoplysninger, så aftal på forhånd, hvordan de bliver behandlet og opbevaret. Det gælder både spørgeskemaer, interviews og kundelister.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende og beskriver, hvilke oplysninger du skal bruge, og hvad de skal bruges til. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud. Når du accepterer det i systemet, er aftalen bindende.',
      secondParagraph:
        'Du leverer eventuelle kontaktlister, adgange og skabeloner. Aftal også, i hvilket format data skal afleveres, så de er lette at arbejde videre med.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Dataindsamling koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. Ved større indsamlinger kan I aftale et fast antal timer.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle. Til de tidskrævende indsamlingsopgaver får du en hjælper til en lav timepris, og vi sørger for fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
