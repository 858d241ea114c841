import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'seo',
  name: 'Søgemaskineoptimering (SEO)',
  imageUrl: '/groups/web.svg',
  title: 'SEO-hjælp fra en studerende',
  callToAction: 'default',
  metaDescription:
    'Bliv lettere at finde på Google med hjælp fra en screenet studerende. Søgemaskineoptimering til 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Bliv fundet af dem, der leder efter dig',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Søgemaskineoptimering handler om at gøre din hjemmeside lettere at finde i søgeresultaterne. En studerende kan gennemgå siden, finde de søgeord, dine kunder bruger, og forbedre titler, beskrivelser og tekster.',
      secondParagraph:
        'Den studerende kan også se på sidens struktur, billeder og interne links og give dig en liste over, hvad der kan gøres bedre. Ingen kan love en bestemt placering i søgeresultaterne, men et grundigt arbejde giver siden bedre forudsætninger.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende med adressen på din hjemmeside og en beskrivelse af dine kunder og ydelser. I afklarer opgaven og prisen i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Din accept gør aftalen bindende.',
      secondParagraph:
        'Skal ændringerne laves direkte på siden, skal den studerende have adgang til hjemmesidens CMS. Aftal på forhånd, om du ønsker en gennemgang med anbefalinger, eller om den studerende også skal udføre ændringerne.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'SEO-hjælp koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau. En ny studerende starter på 190 kr.',
      secondParagraph:
        'Hos et bureau kan SEO-hjælp koste over 500 kr. i timen. De studerende er screenet, men de er ikke professionelle – til gengæld får du timer til en pris, der gør det muligt at arbejde med SEO løbende. Vi sørger for fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
