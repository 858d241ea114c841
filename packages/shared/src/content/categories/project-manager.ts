import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'project-manager',
  name: 'Projektleder',
  imageUrl: '/groups/projekt.svg',
  title: 'Studerende som projektleder',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at lede et afgrænset projekt med plan, møder og opfølgning. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'En ekstra projektleder til de travle perioder',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Et projekt kræver nogen, der holder styr på tråde, frister og mennesker. En studerende kan tage rollen som projektleder på et afgrænset projekt: lægge planen, indkalde til møder, følge op på opgaverne og holde alle orienteret.',
      secondParagraph:
        'Det passer godt til projekter, hvor du selv har det overordnede ansvar, men mangler tid til den daglige koordinering. Jo bedre projektet er afgrænset, jo lettere er det at overlade koordineringen til en anden.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Skriv til en studerende, hvad projektet går ud på, hvem der er med, og hvornår det skal være færdigt. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Accepten er bindende.',
      secondParagraph:
        'Aftal fra starten, hvilke beslutninger den studerende må træffe, og hvilke der skal forbi dig. Giv adgang til de værktøjer og dokumenter, projektet bruger.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'En studerende som projektleder koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. Ved længere forløb kan I aftale et fast antal timer om ugen.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle projektledere. Til mindre projekter får du en ekstra hånd til koordineringen til en pris, der passer til en lille virksomhed. Vi sørger for fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
