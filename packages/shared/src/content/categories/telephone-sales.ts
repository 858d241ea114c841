import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'telephone-sales',
  name: 'Telefonsalg og phonerkampagner',
  imageUrl: '/groups/salg.svg',
  title: 'Telefonsalg og phonerkampagner ved studerende',
  callToAction: 'default',
  metaDescription:
    'Få screenede studerende til at ringe til dine kunder, booke møder og følge op på tilbud. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Flere samtaler med de rigtige kunder',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'En studerende kan ringe til dine eksisterende og mulige kunder, booke møder til dig, følge op på tilbud eller gennemføre en phonerkampagne, hvor mange ringes op på kort tid. Opgaven kan være en enkelt kampagne eller en fast ugentlig indsats.',
      secondParagraph:
        'Den studerende kan også opdatere dine kundelister undervejs og give dig et overblik over, hvem der er interesseret. Så har du et godt grundlag for selv at følge op.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Skriv til en studerende, hvem der skal ringes til, hvad formålet er, og hvor mange opkald du forventer. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Accepten er bindende.',
      secondParagraph:
        'Du leverer ringelisten og et kort manuskript eller de vigtigste budskaber. Husk, at der gælder særlige regler for telefonsalg til private, så aftal målgruppen på forhånd.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Telefonsalg koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. Timerne dækker den tid, den studerende bruger på forberedelse og opkald.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle sælgere, og ingen kan love et bestemt antal salg. Du får til gengæld ekstra hænder ved telefonen til en pris, der passer til en lille virksomhed. Vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
