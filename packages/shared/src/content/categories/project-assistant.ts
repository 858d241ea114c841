import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'project-assistant',
  name: 'Projektassistent',
  imageUrl: '/groups/projekt.svg',
  title: 'Studerende som projektassistent',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende som projektassistent til referater, planer, research og opfølgning. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Hjælp til de mange små opgaver i et projekt',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'En projektassistent tager sig af de praktiske opgaver, der får et projekt til at glide: referater, mødeindkaldelser, opdatering af planer, research og opfølgning på aftaler. Det frigiver tid til, at du og dine folk kan koncentrere jer om det faglige indhold.',
      secondParagraph:
        'Opgaverne kan løses løbende, i det omfang du har brug for. I kan justere antallet af timer undervejs, når projektet ændrer sig.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende og beskriver projektet og de opgaver, du gerne vil have hjælp til. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud. Når du accepterer det i systemet, er aftalen bindende.',
      secondParagraph:
        'Giv den studerende adgang til projektets dokumenter og kalendere, og aftal, hvem den studerende refererer til. En fast kontaktperson gør det lettere at få svar hurtigt.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'En studerende som projektassistent koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. Timerne bliver opgjort, når opgaven er afsluttet.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle. Du får en fleksibel ekstra hånd og betaler kun for de timer, der bliver brugt, og vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
