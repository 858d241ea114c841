import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'staff-administration',
  name: 'Personale og administration',
  imageUrl: '/groups/hr.svg',
  title: 'Hjælp til personale og administration',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at hjælpe med personaleadministration, vagtplaner og kontoropgaver. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Mindre papirarbejde, mere tid til forretningen',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Administration fylder meget i en lille virksomhed. En studerende kan hjælpe med vagtplaner, personalemapper, kontrakter ud fra dine skabeloner, registrering af ferie og fravær og andre kontoropgaver.',
      secondParagraph:
        'Opgaverne kan løses på timebasis, når der er brug for det, eller som en fast ugentlig hjælp. Faste opgaver kan med fordel samles på bestemte dage.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende og beskriver de opgaver, der hober sig op. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud. Når du accepterer det i systemet, er aftalen bindende.',
      secondParagraph:
        'Giv adgang til de systemer og dokumenter, opgaverne kræver, og aftal, hvordan fortrolige oplysninger om dine medarbejdere bliver behandlet. Den studerende bør kun få adgang til det, opgaven kræver.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Hjælp til personale og administration koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. Ved fast ugentlig hjælp kan I aftale et fast antal timer.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle HR-konsulenter. Du får en fleksibel hjælper til en pris, der passer til en lille virksomhed, og vi sørger for fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
