import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'webshop',
  name: 'Webshop',
  imageUrl: '/groups/web.svg',
  title: 'Webshop bygget af en studerende',
  callToAction: 'default',
  metaDescription:
    'Få din egen webshop bygget af en screenet studerende. Fast pris på 6.000–10.000 kr. ekskl. moms – mindst 50 % under markedsprisen.',
  content: {
    title: 'Sælg dine varer på nettet',
    firstSection: {
      title: 'Hvad får du?',
      firstParagraph:
        'En webstuderende kan bygge en webshop, hvor dine kunder kan se dine varer, lægge dem i kurven og betale. Den studerende sætter butikken op, opretter de produkter, I aftaler, og får de vigtigste sider på plads.',
      secondParagraph:
        'Butikken bygges i et CMS, så du selv kan tilføje nye varer og ændre priser, når den er i gang. Aftal gerne en kort gennemgang, når butikken er færdig, så du ved, hvordan du opretter en vare.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Skriv til en studerende, hvad du vil sælge, hvor mange varer der er, og hvordan de skal leveres. I afklarer detaljerne i beskedsystemet, og den studerende sender et tilbud med fast pris. Når du accepterer tilbuddet i systemet, er aftalen bindende.',
      secondParagraph:
        'Du leverer tekster og billeder til butikken og produkterne. Det er også en god idé at have styr på betalingsløsning og fragtpriser, før arbejdet går i gang.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'En webshop koster 6.000–10.000 kr. ekskl. moms som fast pris afhængigt af den studerendes niveau, og prisen starter ved 6.000 kr. Prisen fremgår af tilbuddet, som du accepterer i systemet.',
      secondParagraph:
        'Hos et professionelt bureau kan en webshop koste op til 15.000 kr. Vores priser på web ligger mindst 50 % under markedsprisen.',
      thirdParagraph:
        'De studerende er screenet, men de er ikke professionelle udviklere. Vi står for fakturering, moms og feriepenge.',
    },
  },
};
