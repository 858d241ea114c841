import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'databases',
  name: 'Databaser',
  imageUrl: '/groups/teknisk-software.svg',
  title: 'Hjælp til databaser fra en studerende',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at designe databaser, flytte data og skrive forespørgsler og rapporter. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Styr på dine data',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'En database er kun så god som dens struktur. En studerende kan designe en database, flytte data fra regneark til en database, skrive forespørgsler og rapporter eller rydde op i data, der har hobet sig op over tid.',
      secondParagraph:
        'Skriv, hvilken database du bruger, eller om du har brug for råd om, hvilken der passer til dig. Den studerende kan også vise dig, hvordan du selv henter de tal, du har brug for.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende og beskriver dine data, og hvad du vil have ud af dem. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud. Når du accepterer det i systemet, er aftalen bindende.',
      secondParagraph:
        'Indeholder databasen personoplysninger, så aftal, hvordan de bliver behandlet, og giv kun den studerende adgang til det nødvendige. Tag en sikkerhedskopi, før der ændres i data.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Hjælp til databaser koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau. Nye studerende starter på 190 kr.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle. Til afgrænsede opgaver får du hjælp til en rimelig pris. Vi sørger for fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
