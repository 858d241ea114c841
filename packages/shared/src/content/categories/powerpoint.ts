import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'powerpoint',
  name: 'PowerPoint',
  imageUrl: '/groups/forretningsvaerktoejer-og-apps.svg',
  title: 'Hjælp til PowerPoint fra en studerende',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at sætte dine præsentationer op i PowerPoint, så de er klare og ensartede. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Præsentationer, der holder publikum vågent',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'En god præsentation kan gøre forskellen på et møde, der bliver husket, og et, der bliver glemt. En studerende kan sætte dine dias op, gøre dem ensartede og overskuelige og lave diagrammer og illustrationer, der understøtter dit budskab.',
      secondParagraph:
        'Den studerende kan også lave en skabelon i virksomhedens farver og med dit logo, så alle dine præsentationer får det samme udtryk. Skabelonen kan du genbruge, hver gang du skal lave en ny præsentation.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Skriv til en studerende, hvad præsentationen skal bruges til, og hvem der skal se den. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud. Når du accepterer det i systemet, er aftalen bindende.',
      secondParagraph:
        'Du leverer indholdet: budskaber, tal og billeder. Har du en stram frist, så skriv det i din første besked.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Hjælp til PowerPoint koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau. Nye studerende starter på 190 kr.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle. Til gengæld får du hjælp til dine præsentationer til en pris, der passer til en lille virksomhed. Vi sørger for fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
