import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'textwriting',
  name: 'Tekstforfatning',
  imageUrl: '/groups/sociale-medier-og-kommunikation.svg',
  title: 'Tekstforfatning ved en studerende',
  callToAction: 'default',
  metaDescription:
    'Få skrevet tekster til hjemmeside, nyhedsbrev eller brochure af en screenet studerende. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Tekster, der taler til dine kunder',
    firstSection: {
      title: 'Hvad kan den studerende skrive?',
      firstParagraph:
        'En studerende med sans for sprog kan skrive tekster til din hjemmeside, produktbeskrivelser, nyhedsbreve, blogindlæg, opslag og brochurer. Teksterne bliver skrevet til din målgruppe og i din tone.',
      secondParagraph:
        'Skal teksterne også kunne findes på Google, skriver den studerende dem med dine søgeord i tankerne. Så tager teksterne hensyn til både dine læsere og søgemaskinerne.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende og beskriver, hvilke tekster du har brug for, hvem de er til, og hvor de skal bruges. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud. Når du accepterer det i systemet, er aftalen bindende.',
      secondParagraph:
        'Du leverer de søgeord, teksterne skal bygge på, og de faglige oplysninger om dine produkter eller ydelser. Send gerne eksempler på tekster, du kan lide.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Tekstforfatning koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. I kan også aftale en fast pris for en bestemt opgave.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle tekstforfattere. Du får en skrivende hjælper til en pris, der passer til en lille virksomhed, og vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
