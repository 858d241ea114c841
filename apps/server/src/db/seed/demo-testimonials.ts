import type { TestimonialValues } from '../../modules/testimonials/repository.ts';

/**
 * Four invented example businesses for the home carousel (they were static content before decision 024).
 * Demo data only: an empty production database shows no testimonials until customers write real ones.
 */
export const demoTestimonials: readonly TestimonialValues[] = [
  {
    score: 5,
    title: 'Ny hjemmeside til en fast pris',
    name: 'Kirsten',
    position: 'Indehaver',
    company: 'Bageriet på Hjørnet',
    body: 'Vi leverede selv tekster og billeder, og den studerende satte hjemmesiden op. Det var rart at kende prisen på forhånd.',
  },
  {
    score: 5,
    title: 'Styr på bilagene',
    name: 'Lars',
    position: 'Medindehaver',
    company: 'Malerfirmaet Jensen & Søn',
    body: 'Vores studerende tager sig af bogføringen en gang om måneden. Nu ligger bilagene ikke længere i en skuffe.',
  },
  {
    score: 4,
    title: 'Et logo, vi er glade for',
    name: 'Sara',
    position: 'Ejer',
    company: 'Frisør Lokkerne',
    body: 'Vi fik et udkast og to rettelser, og resultatet hænger nu på døren og på vores visitkort.',
  },
  {
    score: 5,
    title: 'Nyttig markedsanalyse',
    name: 'Henrik',
    position: 'Direktør',
    company: 'Havegården Planteskole',
    body: 'Den studerende kortlagde vores konkurrenter og gav os et overblik, vi ikke selv havde haft tid til at lave.',
  },
];
