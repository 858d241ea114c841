import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'film-clipping',
  name: 'Filmklipning',
  imageUrl: '/groups/film-og-foto.svg',
  title: 'Filmklipning ved en studerende',
  callToAction: 'default',
  metaDescription:
    'Få klippet din film af en screenet studerende. Du leverer råoptagelserne, og den studerende klipper. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Fra råoptagelser til færdig film',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'En studerende med erfaring i redigering kan klippe dine optagelser sammen til en færdig film til hjemmesiden, de sociale medier eller en præsentation. Det kan være en kort video til et opslag eller en længere film om virksomheden.',
      secondParagraph:
        'Den studerende kan også tilføje tekster, undertekster og lyd. Fortæl, hvor filmen skal vises, så formatet passer til kanalen fra begyndelsen.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du leverer selv de råoptagelser, som den studerende skal klippe. Filmklipning omfatter altså ikke selve optagelserne.',
      secondParagraph:
        'Skriv til en studerende, hvad filmen skal bruges til, og hvor lang den skal være, og send gerne et eksempel på en film, du kan lide. I aftaler detaljer og pris i beskedsystemet, og når du accepterer den studerendes tilbud i systemet, er aftalen bindende.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Filmklipning koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. Jo bedre dine optagelser er sorteret, jo færre timer går der til klipningen.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle filmfolk. Du får hjælp til en pris, der gør det muligt at lave video løbende, og vi sørger for fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
