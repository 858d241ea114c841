import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'accounting',
  name: 'Regnskab',
  imageUrl: '/groups/oekonomi.svg',
  title: 'Hjælp til regnskab fra en økonomistuderende',
  callToAction: 'default',
  metaDescription:
    'Få hjælp til det løbende regnskab af en screenet økonomistuderende. Afstemning og overblik til 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Styr på regnskabet – uden at det koster en formue',
    firstSection: {
      title: 'Det kan den studerende hjælpe med',
      firstParagraph:
        'Regnskabet er en af de opgaver, der let hober sig op i en lille virksomhed. En økonomistuderende kan hjælpe med det løbende regnskab: registrering af bilag, afstemning af bank og konti og et overblik over, hvordan virksomheden klarer sig.',
      secondParagraph:
        'Vores økonomistuderende arbejder i tre udbredte regnskabsprogrammer. Skriv, hvilket program du bruger, når du kontakter en studerende, så I hurtigt kan se, om det passer.',
      thirdParagraph:
        'Skal du have hjælp til årsregnskab eller momsindberetning, har vi egne kategorier med faste priser til netop de opgaver. Så kender du prisen, før arbejdet går i gang.',
    },
    secondSection: {
      title: 'Sådan kommer I i gang',
      firstParagraph:
        'Vælg en studerende med økonomi på profilen, og beskriv opgaven: hvor mange bilag der typisk er om måneden, hvilken periode det drejer sig om, og hvilket program du bruger. I aftaler detaljer og pris i beskedsystemet.',
      secondParagraph:
        'Når I er enige, sender den studerende et tilbud i systemet. Accepterer du det, er aftalen bindende, og den studerende går i gang. Du sørger for adgang til bilag og regnskabsprogram, så arbejdet kan foregå uden ophold.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris og fordele',
      firstParagraph:
        'Regnskabshjælp koster 190–260 kr. i timen ekskl. moms, og nye studerende starter på 190 kr. Prisen afhænger af den studerendes niveau: Rough Diamond, Rising Star eller Mastermind.',
      secondParagraph:
        'De studerende er screenet, før de bliver optaget, men de er ikke professionelle revisorer eller bogholdere. Det gør dem til et godt valg til de løbende opgaver, hvor du har brug for en ekstra hånd til en fornuftig pris. Vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
