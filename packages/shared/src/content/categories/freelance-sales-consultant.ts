import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'freelance-sales-consultant',
  name: 'Freelance salgskonsulent',
  imageUrl: '/groups/salg.svg',
  title: 'Studerende som freelance salgskonsulent',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende som freelance salgskonsulent til opsøgende salg og opfølgning på kunder. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'En ekstra sælger, når du har brug for det',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'En studerende kan arbejde som freelance salgskonsulent: finde mulige kunder, tage den første kontakt, præsentere dine produkter og følge op på tilbud. Den studerende arbejder ud fra dine produkter, priser og mål.',
      secondParagraph:
        'Det er en fleksibel måde at teste et nyt marked eller få ekstra hænder i en travl sæson, uden at du skal ansætte nogen. Samarbejdet kan løbe over en kortere eller længere periode.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende og fortæller om dine produkter, din målgruppe og dine mål for salget. I aftaler detaljer og pris i beskedsystemet, og når du har accepteret den studerendes tilbud i systemet, er aftalen bindende.',
      secondParagraph:
        'Giv den studerende en grundig introduktion til dine produkter og priser, og aftal, hvordan kundeoplysninger bliver registreret. Jo bedre den studerende kender dine produkter, jo bedre kan vedkommende præsentere dem.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'En studerende som freelance salgskonsulent koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. I kan aftale et fast antal timer om ugen, hvis samarbejdet skal løbe over længere tid.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle sælgere, og resultater kan ikke garanteres. Du betaler kun for de timer, der bliver brugt, og vi sørger for fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
