import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'website-maintenance',
  name: 'Vedligeholdelse af hjemmeside',
  imageUrl: '/groups/web.svg',
  title: 'Vedligeholdelse af hjemmeside',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at holde din hjemmeside opdateret med rettelser og nyt indhold. Fra 260 kr. i timen ekskl. moms.',
  content: {
    title: 'Hold din hjemmeside frisk og opdateret',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'En hjemmeside er aldrig helt færdig. En webstuderende kan opdatere tekster og billeder, lægge nyheder og tilbud op, rette fejl og holde systemet og dets udvidelser opdateret.',
      secondParagraph:
        'Det kan være en fordel at bruge den samme studerende fast, så der altid er en, der kender siden, når noget skal ændres. Så slipper du for at forklare opbygningen forfra hver gang.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Skriv til en studerende, hvilken hjemmeside det drejer sig om, og hvad der skal gøres. I aftaler detaljer og pris i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Din accept gør aftalen bindende.',
      secondParagraph:
        'Den studerende skal have adgang til sidens CMS, og du leverer de tekster og billeder, der skal på. Aftal, hvem der tager en sikkerhedskopi af siden, før større ændringer går i gang.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Vedligeholdelse af hjemmeside koster fra 260 kr. i timen ekskl. moms og op til 320 kr. i timen afhængigt af den studerendes niveau. Saml gerne flere små rettelser i én opgave, så tiden bliver brugt bedst muligt.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle udviklere. Til de løbende småopgaver får du en fast hjælper til en fornuftig pris, og vi sørger for fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
