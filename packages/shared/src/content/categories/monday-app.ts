import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'monday-app',
  name: 'Monday',
  imageUrl: '/groups/forretningsvaerktoejer-og-apps.svg',
  title: 'Hjælp til Monday fra en studerende',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at sætte Monday op til dine opgaver og projekter. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Få styr på opgaverne med Monday',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Monday er et værktøj til at planlægge og følge opgaver og projekter i fællesskab. En studerende kan sætte dine tavler op, lave skabeloner og automatiseringer og flytte dine eksisterende lister over i systemet.',
      secondParagraph:
        'Den studerende kan også skrive en kort vejledning, så du og dine kolleger hurtigt kommer godt i gang. Det gør det lettere for alle at tage værktøjet i brug.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende og fortæller, hvordan I arbejder i dag, og hvad der driller. I aftaler detaljer og pris i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Accepten er bindende.',
      secondParagraph:
        'Giv den studerende adgang til jeres konto, og udpeg en person, der kan svare på spørgsmål undervejs. Så kommer opsætningen til at passe til jeres hverdag i stedet for omvendt.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Hjælp til Monday koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. Er opgaven klart afgrænset, kan I også aftale en fast pris.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle konsulenter. Du får hjælp til opsætningen til en overskuelig pris. Vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
