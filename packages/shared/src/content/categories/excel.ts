import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'excel',
  name: 'Excel',
  imageUrl: '/groups/forretningsvaerktoejer-og-apps.svg',
  title: 'Hjælp til Excel fra en studerende',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at bygge budgetter, skabeloner og oversigter i Excel. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Få mere ud af dine regneark',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'En studerende, der er vant til Excel, kan bygge regneark, der sparer dig for tid: budgetter, prisberegninger, oversigter over kunder og lager eller skabeloner til tilbud. Formler, pivottabeller og diagrammer gør tallene lettere at forstå.',
      secondParagraph:
        'Den studerende kan også rydde op i et eksisterende regneark, rette fejl i formler eller automatisere opgaver, du gentager igen og igen. Bagefter kan den studerende vise dig, hvordan regnearket bruges.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende og beskriver, hvad regnearket skal kunne. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Accepten er bindende.',
      secondParagraph:
        'Send gerne det regneark, du bruger i dag, eller en skitse af det, du ønsker dig. Fjern oplysninger, som den studerende ikke har brug for at se.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Hjælp til Excel koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. I kan også aftale en fast pris for en konkret opgave.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle. Til gengæld får du hjælpen til en pris, der passer til en lille virksomhed. Vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
