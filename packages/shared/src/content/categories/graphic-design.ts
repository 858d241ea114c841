import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'graphic-design',
  name: 'Grafisk design',
  imageUrl: '/groups/grafik.svg',
  title: 'Grafisk design fra screenede studerende',
  callToAction: 'default',
  metaDescription:
    'Få grafisk design af en screenet studerende: annoncer, plakater, opslag og meget mere. 190–260 kr. i timen ekskl. moms med 2 efterfølgende rettelser.',
  content: {
    title: 'Grafisk design, der giver din virksomhed et ansigt',
    firstSection: {
      title: 'Hvad kan en designstuderende lave?',
      firstParagraph:
        'En designstuderende kan hjælpe med det meste af det visuelle, som en lille virksomhed har brug for: annoncer, plakater, opslag til sociale medier, præsentationer, nyhedsbreve og en ensartet visuel stil på tværs af dit materiale. Den studerende kan arbejde ud fra dine egne skitser eller komme med forslag.',
      secondParagraph:
        'Har du allerede et logo og nogle faste farver, bygger den studerende videre på dem. Starter du fra bunden, kan I sammen finde en retning, der passer til virksomheden.',
      thirdParagraph:
        'Skal du bruge et logo, visitkort eller en brochure, har vi egne kategorier med faste priser til netop de opgaver. Så kender du prisen, før arbejdet begynder.',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Find en studerende, hvis tidligere opgaver falder i din smag, og skriv, hvad du har brug for. I aftaler detaljer og pris i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Din accept gør aftalen bindende.',
      secondParagraph:
        'Send gerne dit logo, dine farver, tekster og et par eksempler på design, du kan lide. Det gør det lettere for den studerende at ramme rigtigt fra starten.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Grafisk design koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. Prisen omfatter 2 efterfølgende rettelser.',
      secondParagraph:
        'De studerende er screenet, før de bliver optaget, men de er ikke professionelle designere. Til gengæld får du hjælp til en pris, der passer til en lille virksomhed. Vi sørger for fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
