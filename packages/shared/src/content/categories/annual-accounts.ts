import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'annual-accounts',
  name: 'Årsregnskab',
  imageUrl: '/groups/oekonomi.svg',
  title: 'Årsregnskab til fast pris fra en studerende',
  callToAction: 'default',
  metaDescription:
    'Få hjælp til årsregnskabet af en screenet økonomistuderende til fast pris: 1.000–1.600 kr. ekskl. moms afhængigt af den studerendes niveau.',
  content: {
    title: 'Kom godt i mål med årsregnskabet',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Når regnskabsåret er slut, skal tallene samles til et årsregnskab. En økonomistuderende kan gennemgå bogføringen, lave de nødvendige afstemninger og stille årets tal op, så du får et samlet overblik over året.',
      secondParagraph:
        'Opgaven passer bedst til små virksomheder og selvstændige med en overskuelig økonomi. Er dit regnskab mere omfattende, så nævn det i din første besked, så den studerende kan vurdere opgaven.',
      thirdParagraph:
        'Vores økonomistuderende arbejder i tre udbredte regnskabsprogrammer, så skriv gerne, hvilket program du bruger. Så kan I hurtigt afklare, om den studerende kender det.',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende og beskriver virksomheden og regnskabsåret. I afklarer detaljerne i beskedsystemet, og den studerende sender et tilbud med fast pris. Når du accepterer tilbuddet i systemet, er aftalen bindende.',
      secondParagraph:
        'Sørg for, at årets bilag er samlet, og at den studerende får adgang til regnskabsprogrammet. Er bogføringen ikke helt à jour, kan I aftale, at den studerende også tager sig af den.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Et årsregnskab koster 1.000–1.600 kr. ekskl. moms som fast pris afhængigt af den studerendes niveau. Du kender altså prisen, før arbejdet går i gang.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle revisorer. Til en lille virksomhed med en overskuelig økonomi er en studerende en billig og fornuftig hjælp, og vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
