import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'wordpress',
  name: 'WordPress',
  imageUrl: '/groups/forretningsvaerktoejer-og-apps.svg',
  title: 'Hjælp til WordPress fra en studerende',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at opdatere, rette og tilpasse din WordPress-side. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Hjælp til din WordPress-side',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'WordPress er et af de mest udbredte systemer til hjemmesider. En studerende kan opdatere indhold, installere og indstille udvidelser, tilpasse dit tema og rette fejl på din eksisterende side.',
      secondParagraph:
        'Skal du have en helt ny hjemmeside, kan du også se på vores webkategorier med faste priser. Der kan du få en simpel hjemmeside, en avanceret hjemmeside eller en webshop til en pris, du kender på forhånd.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Skriv til en studerende med adressen på din side og en beskrivelse af opgaven. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud. Når du har accepteret det i systemet, er aftalen bindende.',
      secondParagraph:
        'Den studerende skal have en brugerkonto på din side. Aftal, at der bliver taget en sikkerhedskopi, før der laves større ændringer.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Hjælp til WordPress koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau. Nye studerende starter på 190 kr., og en afgrænset opgave kan også få en fast pris.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle udviklere. Til de mindre opgaver er en studerende en fleksibel og billig løsning, og vi sørger for fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
