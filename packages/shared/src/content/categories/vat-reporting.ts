import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'vat-reporting',
  name: 'Momsindberetning',
  imageUrl: '/groups/oekonomi.svg',
  title: 'Momsindberetning til fast pris',
  callToAction: 'default',
  metaDescription:
    'Lad en screenet økonomistuderende gøre momsen klar til indberetning. Fast pris på 500–1.000 kr. ekskl. moms afhængigt af den studerendes niveau.',
  content: {
    title: 'Få styr på momsen – til en fast pris',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Momsindberetningen kommer med faste mellemrum og kræver, at bogføringen for perioden er på plads. En økonomistuderende kan gennemgå periodens bilag, opgøre købs- og salgsmoms og gøre tallene klar til indberetning.',
      secondParagraph:
        'Vores økonomistuderende arbejder i tre udbredte regnskabsprogrammer. Skriv, hvilket program du bruger, og hvilken periode momsen gælder.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du kontakter en studerende og beskriver opgaven. I afklarer detaljerne i beskedsystemet, hvorefter den studerende sender et tilbud med fast pris, som du accepterer i systemet. Din accept gør aftalen bindende.',
      secondParagraph:
        'Du sørger for, at bilagene for perioden er tilgængelige, og at den studerende har adgang til regnskabsprogrammet. Hold øje med fristen for indberetning, og kontakt den studerende i god tid.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'En momsindberetning koster 500–1.000 kr. ekskl. moms som fast pris afhængigt af den studerendes niveau. Prisen står i tilbuddet, som du accepterer, før arbejdet begynder.',
      secondParagraph:
        'Studerende er screenet, før de bliver optaget, men de er ikke professionelle. Har din virksomhed overskuelige tal, får du hjælp til en pris, der er til at have med at gøre. Vi klarer fakturering, moms og feriepenge for den studerende.',
      thirdParagraph: '',
    },
  },
};
