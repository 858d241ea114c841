import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'market-analysis',
  name: 'Markedsanalyse',
  imageUrl: '/groups/marketing.svg',
  title: 'Markedsanalyse lavet af en studerende',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at undersøge dit marked, dine konkurrenter og dine kunder. Markedsanalyse til 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Kend dit marked, før du tager næste skridt',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'En markedsanalyse giver dig et bedre grundlag for dine beslutninger. En studerende kan undersøge dit marked, kortlægge konkurrenterne, se på priserne og finde ud af, hvad dine kunder efterspørger.',
      secondParagraph:
        'Analysen kan bygge på offentlige tal, spørgeskemaer, interviews eller en gennemgang af konkurrenternes hjemmesider. Fortæl, hvis du har en bestemt metode i tankerne, eller lad den studerende foreslå en fremgangsmåde.',
      thirdParagraph:
        'Resultatet samles i en rapport eller en præsentation – formen aftaler I på forhånd. Så kan du bruge det direkte, når du skal præsentere dine planer for andre.',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Skriv til en studerende, hvad du vil vide, og hvorfor. Drejer det sig om et nyt produkt, et nyt område eller en ny målgruppe? I afklarer omfang og pris i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Så er aftalen bindende.',
      secondParagraph:
        'Del gerne den viden, du allerede har om kunder og konkurrenter. Så bruger den studerende tiden på at finde ny viden i stedet for at genfinde det, du allerede ved.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'En markedsanalyse koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau. Nye studerende starter på 190 kr., og I kan aftale en fast pris for en afgrænset analyse.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle analytikere. Til gengæld får du et par ekstra hænder til en pris, der passer til en lille virksomhed. Vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
