import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'event-planning',
  name: 'Eventplanlægning',
  imageUrl: '/groups/event.svg',
  title: 'Eventplanlægning med hjælp fra en studerende',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at planlægge dit arrangement: sted, program, invitationer og budget. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Et arrangement, der er gennemtænkt fra start til slut',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Et firmaarrangement, en åbningsreception eller et kundeseminar kræver planlægning. En studerende kan finde et sted, indhente tilbud, lægge program og budget og sende invitationer ud.',
      secondParagraph:
        'Den studerende kan også lave en drejebog, så alle ved, hvad der skal ske hvornår på dagen. Drejebogen kan også bruges som tjekliste i dagene op til arrangementet.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Skriv til en studerende, hvad der skal fejres eller præsenteres, hvor mange gæster du forventer, og hvad budgettet er. I aftaler detaljer og pris i beskedsystemet, og når du har accepteret den studerendes tilbud i systemet, er aftalen bindende.',
      secondParagraph:
        'Du træffer de endelige valg og indgår selv aftalerne med sted og leverandører. Udgifterne til selve arrangementet betaler du direkte.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Eventplanlægning koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. Prisen dækker den studerendes tid, ikke udgifterne til selve arrangementet.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle eventplanlæggere. Til gengæld får du hjælp til planlægningen til en fornuftig pris. Vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
