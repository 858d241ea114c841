import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'advanced-website',
  name: 'Avanceret hjemmeside',
  imageUrl: '/groups/web.svg',
  title: 'Avanceret hjemmeside med funktioner',
  callToAction: 'default',
  metaDescription:
    'Få en hjemmeside med op til 10 indholdssider og ekstra funktioner bygget af en screenet studerende. Fast pris på 5.000–8.000 kr. ekskl. moms.',
  content: {
    title: 'En hjemmeside med plads til mere',
    firstSection: {
      title: 'Hvad får du?',
      firstParagraph:
        'Når en enkel side ikke længere er nok, kan en webstuderende bygge en hjemmeside med op til 10 indholdssider og de funktioner, I aftaler. Det kan for eksempel være formularer, en blog eller tilmelding til et nyhedsbrev.',
      secondParagraph:
        'Siden bygges i et CMS, så du selv kan redigere indholdet, når den er færdig. Aftal gerne en kort gennemgang af systemet, så du ved, hvordan du opdaterer siden.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende og beskriver sidens formål, antallet af sider og de funktioner, du ønsker. I afklarer detaljerne i beskedsystemet, og den studerende sender et tilbud med fast pris, som du accepterer i systemet. Din accept gør aftalen bindende.',
      secondParagraph:
        'Du leverer tekster og billeder til siderne. Lav gerne en liste over siderne og deres indhold på forhånd – det gør samarbejdet lettere og sparer tid.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'En avanceret hjemmeside koster 5.000–8.000 kr. ekskl. moms som fast pris afhængigt af den studerendes niveau, og prisen starter ved 5.000 kr. Den endelige pris står i tilbuddet, som du accepterer, før arbejdet begynder.',
      secondParagraph:
        'Vores priser på web ligger mindst 50 % under markedsprisen, fordi arbejdet udføres af studerende. De studerende er screenet, men de er ikke professionelle udviklere. Vi sørger for fakturering, moms og feriepenge, så du kun skal forholde dig til én faktura.',
      thirdParagraph: '',
    },
  },
};
