import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'project-planning',
  name: 'Projektplanlægning',
  imageUrl: '/groups/projekt.svg',
  title: 'Hjælp til projektplanlægning',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at lægge en overskuelig plan for dit projekt med opgaver, frister og milepæle. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'En plan, der er til at følge',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Et godt projekt begynder med en god plan. En studerende kan dele projektet op i opgaver, lægge en tidsplan med milepæle, pege på de kritiske punkter og lave en oversigt, som alle kan forstå.',
      secondParagraph:
        'Planen kan laves i det værktøj, du allerede bruger, for eksempel et regneark eller et projektværktøj. Så kan du og dine kolleger arbejde videre med planen, når den studerende er færdig.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende og beskriver projektets mål, deltagere og frister. I aftaler detaljer og pris i beskedsystemet, og når du har accepteret den studerendes tilbud i systemet, er aftalen bindende.',
      secondParagraph:
        'Del det, du allerede ved om opgaver, ressourcer og afhængigheder. Jo bedre grundlaget er, jo mere realistisk bliver planen.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Projektplanlægning koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. I kan også aftale en fast pris for en færdig plan.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle projektledere. Du får et struktureret overblik til en lav pris, og vi sørger for fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
