import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'programming-languages',
  name: 'Programmeringssprog',
  imageUrl: '/groups/teknisk-software.svg',
  title: 'Programmering ved en studerende',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at skrive scripts og mindre programmer i det sprog, din opgave kræver. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Programmering i det sprog, din opgave kræver',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Mange studerende lærer flere programmeringssprog i løbet af studiet. En studerende kan skrive scripts, der automatiserer kedelige opgaver, lave mindre programmer eller videreudvikle kode, der allerede findes.',
      secondParagraph:
        'Angiv det programmeringssprog, din opgave handler om, så finder du lettere en studerende, der har arbejdet med netop det. Er du i tvivl om, hvilket sprog der passer til opgaven, kan den studerende komme med et forslag.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende og beskriver, hvad programmet skal gøre, og hvor det skal køre. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Accepten er bindende.',
      secondParagraph:
        'Send eksempler på de data eller filer, programmet skal arbejde med, og aftal, hvordan du får koden afleveret og dokumenteret. Så kan du eller andre arbejde videre med koden senere.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Programmering koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. En afgrænset opgave kan også få en fast pris.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle udviklere. Du får hjælp til de mindre kodeopgaver til en pris, der passer til en lille virksomhed, og vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
