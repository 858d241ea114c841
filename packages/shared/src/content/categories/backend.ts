import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'backend',
  name: 'Backend-udvikling',
  imageUrl: '/groups/teknisk-software.svg',
  title: 'Backend-udvikling ved en studerende',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at bygge integrationer, automatisere arbejdsgange og rette fejl i dit system. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Det, der sker bag skærmen',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Backend er den del af et system, der håndterer data, logik og forbindelser til andre systemer. En studerende kan bygge et API, koble systemer sammen, automatisere arbejdsgange eller rette fejl i en eksisterende løsning.',
      secondParagraph:
        'Fortæl, hvilket programmeringssprog og hvilken platform løsningen kører på, så du kan finde en studerende med den rette erfaring. Jo mere præcist du beskriver opgaven, jo bedre kan den studerende vurdere omfanget.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Skriv til en studerende, hvad systemet skal kunne, og hvad det skal spille sammen med. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud. Når du har accepteret det i systemet, er aftalen bindende.',
      secondParagraph:
        'Du giver adgang til koden og helst et testmiljø. Giv ikke adgang til flere data, end opgaven kræver, og aftal, hvordan ændringer bliver testet, før de tages i brug.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Backend-udvikling koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau. Nye studerende starter på 190 kr.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle udviklere. Til veldefinerede opgaver får du ekstra hænder til en lav timepris, og vi sørger for fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
