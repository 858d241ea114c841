import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'socialmedia-communication_miscellaneous',
  name: 'Sociale medier og kommunikation diverse',
  imageUrl: '/groups/sociale-medier-og-kommunikation.svg',
  title: 'Andre opgaver inden for kommunikation',
  callToAction: 'default',
  metaDescription:
    'Har du en kommunikationsopgave, der ikke passer ind i en kategori? Få hjælp af en screenet studerende fra 190 kr. i timen ekskl. moms.',
  content: {
    title: 'Kommunikation – også det, der ikke står på listen',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Kategorien er til de kommunikationsopgaver, der ikke hører under vores andre kategorier. Det kan være en pressemeddelelse, korrekturlæsning, et nyhedsbrev, en kommunikationsplan eller hjælp til at svare kunderne på de sociale medier.',
      secondParagraph:
        'Beskriv opgaven så konkret som muligt, så kan den studerende vurdere, om den passer til vedkommendes kompetencer. Er du i tvivl, så start med en kort beskrivelse, og lad den studerende stille spørgsmål.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Skriv til en studerende, hvad opgaven går ud på, og hvornår den skal være løst. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud. Når du har accepteret det i systemet, er aftalen bindende.',
      secondParagraph:
        'Du leverer det materiale, opgaven bygger på, for eksempel fakta om virksomheden, tidligere tekster og kontaktoplysninger. Aftal også, hvem der godkender teksterne, før de bliver sendt ud.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Diverse opgaver inden for sociale medier og kommunikation koster fra 190 kr. i timen plus moms afhængigt af den studerendes niveau. Prisen dækker kun den studerendes tid og ikke eventuelle udgifter til annoncer.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle. Du får en fleksibel hjælper til en fornuftig pris, og vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
