import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'trello-app',
  name: 'Trello',
  imageUrl: '/groups/forretningsvaerktoejer-og-apps.svg',
  title: 'Hjælp til Trello fra en studerende',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at sætte Trello-tavler op, så du får overblik over opgaverne. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Overblik med Trello',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Trello bygger på tavler, lister og kort, som gør det let at se, hvor hver opgave befinder sig. En studerende kan sætte tavler op til dine projekter, lave skabeloner og tilføje de udvidelser og automatiseringer, der giver mening for dig.',
      secondParagraph:
        'Har du allerede en tavle, der er vokset dig over hovedet, kan den studerende rydde op og skabe en struktur, der er til at holde ved lige. Det kan være en god idé at starte enkelt og bygge videre senere.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Skriv til en studerende, hvad du vil have overblik over, og hvem der skal bruge tavlerne. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud. Når du accepterer det i systemet, er aftalen bindende.',
      secondParagraph:
        'Du giver den studerende adgang til dine tavler. Sæt gerne en kort samtale af til sidst, hvor I går opsætningen igennem sammen.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Hjælp til Trello koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau. Nye studerende starter på 190 kr.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle. Til en overskuelig opgave som denne får du hjælp til en lav pris, og vi sørger for fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
