import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'graphical-software_miscellaneous',
  name: 'Grafisk software diverse',
  imageUrl: '/groups/grafisk-software.svg',
  title: 'Hjælp til grafisk software fra en studerende',
  callToAction: 'default',
  metaDescription:
    'Få hjælp af en screenet studerende til opgaver i grafiske programmer, fra billedbehandling til opsætning. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Studerende, der kan finde rundt i de grafiske programmer',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Mange opgaver kræver blot, at nogen kan finde rundt i de rigtige programmer. Vores studerende bruger grafisk software i studiet, og de kan hjælpe med alt fra billedbehandling og tilpasning af eksisterende materiale til opsætning af tryksager og grafik til nettet.',
      secondParagraph:
        'Kategorien er til de opgaver, der ikke passer ind i vores andre grafiske kategorier. Skal du have rettet en skabelon, beskåret en serie billeder eller lavet en enkel illustration, er du det rigtige sted.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Find en studerende, der nævner det program, du bruger, og skriv en kort beskrivelse af opgaven. I afklarer detaljer og pris i beskedsystemet, og derefter sender den studerende et tilbud, som du accepterer i systemet. Din accept gør aftalen bindende.',
      secondParagraph:
        'Send gerne de filer, skrifttyper og eksempler, den studerende skal arbejde ud fra, så tidligt som muligt. Jo mere præcist du beskriver resultatet, jo færre timer går der til afklaring.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris og hvorfor en studerende',
      firstParagraph:
        'Prisen er 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. I kan også aftale en fast pris for en konkret opgave.',
      secondParagraph:
        'Alle studerende er screenet, før de bliver optaget, men de er ikke professionelle. Til gengæld får du hjælp til en pris, der passer til en lille virksomhed, og I kan aftale præcis det omfang, du har brug for. Vi står for fakturering, moms og feriepenge, så du kun skal forholde dig til opgaven.',
      thirdParagraph: '',
    },
  },
};
