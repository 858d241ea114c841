import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'brochure',
  name: 'Brochure',
  imageUrl: '/groups/grafik.svg',
  title: 'Brochure designet af en studerende',
  callToAction: 'default',
  metaDescription:
    'Få en brochure designet af en screenet designstuderende. Fast pris på 1.000–2.000 kr. ekskl. moms afhængigt af den studerendes niveau.',
  content: {
    title: 'En brochure, der fortæller din historie',
    firstSection: {
      title: 'Hvad kan den studerende lave?',
      firstParagraph:
        'En brochure giver kunderne noget konkret at tage med sig. En designstuderende kan sætte dine tekster og billeder op i en brochure eller folder, der er let at læse og passer til din visuelle stil.',
      secondParagraph:
        'Den studerende kan designe til tryk eller til en digital udgave, som du kan sende på e-mail eller lægge på hjemmesiden. Fortæl, hvilket format og hvor mange sider du forestiller dig.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende og beskriver brochurens formål, målgruppe og omfang. I afklarer detaljerne i beskedsystemet, og den studerende sender dig et tilbud med fast pris, som du accepterer i systemet. Din accept gør aftalen bindende.',
      secondParagraph:
        'Du leverer tekster, billeder og logo. Har du brug for hjælp til teksterne, kan du også finde en studerende under tekstforfatning.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'En brochure koster 1.000–2.000 kr. ekskl. moms som fast pris afhængigt af den studerendes niveau. Prisen står i tilbuddet, så du kender den, før arbejdet begynder.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle designere. Til gengæld får du hjælp til en pris, der passer til en lille virksomhed. Vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
