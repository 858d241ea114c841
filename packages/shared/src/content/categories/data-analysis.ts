import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'data-analysis',
  name: 'Dataanalyse',
  imageUrl: '/groups/projekt.svg',
  title: 'Dataanalyse ved en studerende',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at analysere dine tal og præsentere resultaterne i overskuelige grafer. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Find svarene i dine data',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'De fleste virksomheder har data fra salg, hjemmeside og kunder, men mangler tid til at kigge på dem. En studerende kan analysere tallene, finde mønstre og præsentere resultaterne i overskuelige grafer og en kort rapport.',
      secondParagraph:
        'Den studerende kan arbejde i de værktøjer, I aftaler, for eksempel Excel eller et statistikprogram. Resultatet kan afleveres som en rapport, en præsentation eller et regneark, du selv kan opdatere.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Skriv til en studerende, hvilke spørgsmål du gerne vil have besvaret, og hvilke data du har. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Accepten er bindende.',
      secondParagraph:
        'Du leverer data i et format, I aftaler. Fjern personoplysninger, som analysen ikke har brug for, før du sender dem.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Dataanalyse koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. En afgrænset analyse kan også få en fast pris.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle analytikere. Til gengæld får du ekstra hænder til analysearbejdet til en pris, der passer til en lille virksomhed. Vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
