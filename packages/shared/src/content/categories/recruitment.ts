import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'recruitment',
  name: 'Rekruttering',
  imageUrl: '/groups/hr.svg',
  title: 'Hjælp til rekruttering fra en studerende',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at skrive stillingsopslag, sortere ansøgninger og planlægge samtaler. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Find den rette medarbejder med lidt hjælp',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'En ansættelse tager tid: opslaget skal skrives og deles, ansøgningerne skal læses, og samtalerne skal planlægges. En studerende kan hjælpe med de praktiske dele, så du kan bruge din tid på de vigtige beslutninger.',
      secondParagraph:
        'Den studerende kan også lave en første sortering af ansøgninger ud fra de krav, du har sat, og sende svar til ansøgerne. Så kan du koncentrere dig om de kandidater, der passer bedst.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Skriv til en studerende, hvilken stilling du vil besætte, og hvilke opgaver du har brug for hjælp til. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Accepten er bindende.',
      secondParagraph:
        'Du bestemmer selv, hvem der skal ansættes. Ansøgninger indeholder personoplysninger, så aftal, hvordan de bliver behandlet og slettet igen.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Hjælp til rekruttering koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. Antallet af timer afhænger især af, hvor mange ansøgninger der kommer ind.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle rekrutteringskonsulenter. Til de praktiske opgaver omkring en ansættelse får du hjælp til en lav timepris, og vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
