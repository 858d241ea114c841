import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'simple-website',
  name: 'Simpel hjemmeside',
  imageUrl: '/groups/web.svg',
  title: 'Simpel hjemmeside til fast pris',
  callToAction: 'default',
  metaDescription:
    'Få en simpel hjemmeside med op til fem indholdssider bygget af en screenet studerende. Fast pris på 3.000–6.000 kr. ekskl. moms.',
  content: {
    title: 'En enkel hjemmeside, der sætter din virksomhed på nettet',
    firstSection: {
      title: 'Hvad får du?',
      firstParagraph:
        'En simpel hjemmeside er det rette valg, når kunderne skal kunne finde dig, læse om dine ydelser og kontakte dig. En webstuderende bygger siden med op til fem indholdssider, for eksempel forside, ydelser, om os og kontakt.',
      secondParagraph:
        'Siden bygges i et CMS, et system til at styre indholdet, så du selv kan rette tekster og billeder bagefter. Fortæl gerne, om du allerede har et domæne og et webhotel.',
      thirdParagraph:
        'Har du brug for flere sider eller særlige funktioner, er en avanceret hjemmeside eller en webshop måske det rette valg. Du kan læse mere om dem under vores andre webkategorier.',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Find en studerende, og beskriv, hvad siden skal indeholde. I afklarer detaljerne i beskedsystemet, og den studerende sender et tilbud med fast pris. Når du accepterer tilbuddet i systemet, er aftalen bindende.',
      secondParagraph:
        'Du leverer selv tekster og billeder til hjemmesiden. Jo mere færdigt materialet er, når arbejdet går i gang, jo hurtigere kan den studerende gøre siden klar.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris – mindst 50 % under markedsprisen',
      firstParagraph:
        'En simpel hjemmeside koster 3.000–6.000 kr. ekskl. moms som fast pris afhængigt af den studerendes niveau. Prisen starter altså ved 3.000 kr.',
      secondParagraph:
        'Hos et professionelt webbureau kan en hjemmeside koste op til 10.000 kr. Vores priser på web ligger mindst 50 % under markedsprisen, fordi opgaven løses af en studerende.',
      thirdParagraph:
        'De studerende er screenet, men de er ikke professionelle udviklere. Vi sørger for fakturering, moms og feriepenge.',
    },
  },
};
