import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'market-canvas',
  name: 'Marketing canvas',
  imageUrl: '/groups/marketing.svg',
  title: 'Marketing canvas med hjælp fra en studerende',
  callToAction: 'default',
  metaDescription:
    'Få overblik over din markedsføring med et marketing canvas, som du udarbejder sammen med en screenet studerende. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Hele din markedsføring på én side',
    firstSection: {
      title: 'Hvad er et marketing canvas?',
      firstParagraph:
        'Et marketing canvas samler de vigtigste dele af din markedsføring på én side: målgrupper, budskaber, kanaler, mål og budget. Det giver et fælles overblik, som gør det lettere at prioritere.',
      secondParagraph:
        'En studerende kan hjælpe dig med at udfylde canvasset, stille de spørgsmål, der sætter tankerne i gang, og omsætte resultatet til en konkret plan – for eksempel en indholdsplan for de næste 3 måneder. Planen gør det lettere at holde fast i markedsføringen, også i travle perioder.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende og fortæller om virksomheden og dine mål. I aftaler detaljer og pris i beskedsystemet, og den studerende sender et tilbud. Når du har accepteret det i systemet, er aftalen bindende.',
      secondParagraph:
        'Arbejdet foregår bedst i tæt dialog med dig, for det er dig, der kender kunderne. Sæt gerne tid af til et par samtaler undervejs.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Hjælp til et marketing canvas koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. Da opgaven er afgrænset, kan I også aftale en fast pris.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle konsulenter. Du får en sparringspartner til en overskuelig pris, og vi sørger for fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
