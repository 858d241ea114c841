import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'logo',
  name: 'Logo',
  imageUrl: '/groups/grafik.svg',
  title: 'Få designet et logo af en studerende',
  callToAction: 'default',
  metaDescription:
    'Få et nyt logo designet af en screenet designstuderende. Fast pris på 450–900 kr. ekskl. moms inklusive 2 senere rettelser.',
  content: {
    title: 'Et logo, der passer til din virksomhed',
    firstSection: {
      title: 'Hvad får du?',
      firstParagraph:
        'Logoet er ofte det første, kunderne ser. En designstuderende kan tegne et nyt logo ud fra dine ønsker eller give et eksisterende logo et løft.',
      secondParagraph:
        'Du får logoet i de filformater, I aftaler, så det kan bruges både på nettet og på tryk. Fortæl gerne, hvor logoet skal bruges, så den studerende kan tage højde for det fra begyndelsen.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Vælg en studerende, hvis stil du kan lide, og skriv om virksomheden, målgruppen og de farver eller former, du forestiller dig. I afklarer detaljerne i beskedsystemet, og den studerende sender et tilbud med fast pris.',
      secondParagraph:
        'Når du accepterer tilbuddet i systemet, er aftalen bindende, og arbejdet går i gang. Du får et udkast, og derefter kan du få 2 senere rettelser, før logoet er færdigt.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Et logo koster 450–900 kr. ekskl. moms som fast pris afhængigt af den studerendes niveau. Prisen omfatter 2 senere rettelser.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle designere. Til gengæld er prisen til at overskue for en lille virksomhed, og du kender den, før arbejdet begynder. Vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
