import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'frontend',
  name: 'Frontend-udvikling',
  imageUrl: '/groups/teknisk-software.svg',
  title: 'Frontend-udvikling ved en studerende',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at bygge og rette brugerflader på din hjemmeside eller i din app. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Brugerflader, der er til at finde rundt i',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Frontend er den del af en hjemmeside eller app, som brugeren ser og klikker på. En studerende inden for datalogi eller softwareudvikling kan bygge nye sider og komponenter, rette fejl i opsætningen eller gøre en eksisterende løsning lettere at bruge.',
      secondParagraph:
        'Skriv, hvilke teknologier din løsning bygger på, så du kan finde en studerende, der kender dem. På profilerne kan du se de studerendes kompetencer og tidligere opgaver.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende og beskriver opgaven, gerne med skitser eller skærmbilleder. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Accepten er bindende.',
      secondParagraph:
        'Du sørger for adgang til koden. Aftal også, hvordan koden bliver afleveret, for eksempel gennem jeres versionsstyring, og hvem der gennemgår den.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Frontend-udvikling koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. Små, veldefinerede opgaver kan også få en fast pris.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle udviklere. Til afgrænsede opgaver kan en studerende være en fleksibel og billig løsning, og vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
