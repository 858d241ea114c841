import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'business-card',
  name: 'Visitkort',
  imageUrl: '/groups/grafik.svg',
  title: 'Design af visitkort fra en studerende',
  callToAction: 'default',
  metaDescription:
    'Få designet visitkort af en screenet designstuderende til fast pris: 450–900 kr. ekskl. moms afhængigt af den studerendes niveau.',
  content: {
    title: 'Visitkort, der bliver husket',
    firstSection: {
      title: 'Hvad kan den studerende lave?',
      firstParagraph:
        'Et visitkort er et lille stykke papir med en stor opgave: Det skal fortælle, hvem du er, og hvordan man finder dig. En designstuderende kan designe visitkort, der passer til dit logo og resten af din visuelle stil.',
      secondParagraph:
        'Selve trykningen er ikke en del af opgaven, men den studerende gør filerne klar, så du kan sende dem til det trykkeri, du foretrækker. Fortæl gerne, hvilket trykkeri du bruger, så filerne passer til deres krav.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Skriv til en studerende med dine kontaktoplysninger, dit logo og eventuelle farver og skrifttyper. I aftaler detaljerne i beskedsystemet, og den studerende sender et tilbud med fast pris.',
      secondParagraph:
        'Når du har accepteret tilbuddet i systemet, er aftalen bindende. Tjek teksten grundigt, når du får udkastet – et forkert ciffer i telefonnummeret er dyrt, når kortene først er trykt.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Design af visitkort koster 450–900 kr. ekskl. moms som fast pris afhængigt af den studerendes niveau. Du kender altså prisen, før du accepterer tilbuddet.',
      secondParagraph:
        'Studerende er screenet, før de bliver optaget, men de er ikke professionelle designere. Du får et personligt design til en overskuelig pris, og vi tager os af fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
