import type { CategoryContent } from '../category-content.ts';

export const content: CategoryContent = {
  key: 'mailchimp',
  name: 'Mailchimp',
  imageUrl: '/groups/forretningsvaerktoejer-og-apps.svg',
  title: 'Hjælp til Mailchimp og nyhedsbreve',
  callToAction: 'default',
  metaDescription:
    'Få en screenet studerende til at sætte nyhedsbreve og automatiske e-mails op i Mailchimp. 190–260 kr. i timen ekskl. moms.',
  content: {
    title: 'Nyhedsbreve, der holder kontakten til dine kunder',
    firstSection: {
      title: 'Hvad kan den studerende hjælpe med?',
      firstParagraph:
        'Mailchimp er et udbredt værktøj til nyhedsbreve og automatiske e-mails. En studerende kan lave en skabelon i din stil, sætte nyhedsbreve op, ordne dine modtagerlister og lave automatiske forløb, for eksempel en velkomstmail til nye abonnenter.',
      secondParagraph:
        'Den studerende kan også se på tallene bagefter – hvor mange der åbner og klikker – og foreslå, hvad der kan gøres bedre næste gang. Så har du et bedre grundlag for det næste nyhedsbrev.',
      thirdParagraph: '',
    },
    secondSection: {
      title: 'Sådan foregår det',
      firstParagraph:
        'Du skriver til en studerende, hvad du vil sende, og hvor ofte. I afklarer detaljer og pris i beskedsystemet, og den studerende sender et tilbud, som du accepterer i systemet. Accepten er bindende.',
      secondParagraph:
        'Du leverer indhold og billeder og giver den studerende adgang til din Mailchimp-konto. Husk, at modtagerne skal have sagt ja til at få dit nyhedsbrev.',
      thirdParagraph: '',
    },
    thirdSection: {
      title: 'Pris',
      firstParagraph:
        'Hjælp til Mailchimp koster 190–260 kr. i timen ekskl. moms afhængigt af den studerendes niveau, og nye studerende starter på 190 kr. Faste udsendelser kan også aftales til en fast pris pr. nyhedsbrev.',
      secondParagraph:
        'De studerende er screenet, men de er ikke professionelle. Du får en hjælper til de faste udsendelser til en pris, der passer til en lille virksomhed, og vi klarer fakturering, moms og feriepenge.',
      thirdParagraph: '',
    },
  },
};
