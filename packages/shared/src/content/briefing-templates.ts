/**
 * Short Danish templates a customer can copy to describe a task (the student overview's guidance card
 * links here, spec section 2). Plain text with [brackets] for what the customer fills in, so a copy
 * pastes cleanly into the contact form's message field.
 */
export interface BriefingTemplate {
  id: string;
  title: string;
  /** Which kind of task it suits, one line. */
  useFor: string;
  text: string;
}

export const briefingTemplates: readonly BriefingTemplate[] = [
  {
    id: 'generel',
    title: 'Generel opgave',
    useFor: 'Når opgaven ikke passer i de andre skabeloner.',
    text: [
      'Hvad skal løses: [kort beskrivelse af opgaven]',
      'Hvorfor: [hvad opgaven skal bruges til]',
      'Det skal leveres: [fx en fil, en rapport, en opsat løsning]',
      'Det har vi allerede: [materiale, adgange, tidligere forsøg]',
      'Deadline: [dato]',
      'Budget eller forventet omfang: [timer eller beløb ekskl. moms]',
    ].join('\n'),
  },
  {
    id: 'bogfoering',
    title: 'Bogføring og regnskab',
    useFor: 'Løbende bogføring, momsafregning eller årsafslutning.',
    text: [
      'Virksomhedsform: [fx enkeltmandsvirksomhed eller ApS]',
      'Regnskabsprogram: [fx Dinero, e-conomic, Billy]',
      'Periode: [fx 1. kvartal 2026]',
      'Antal bilag pr. måned: [ca. antal]',
      'Opgaven: [fx bogføre bilag, afstemme bank, forberede momsindberetning]',
      'Deadline: [dato, fx momsfristen]',
    ].join('\n'),
  },
  {
    id: 'hjemmeside',
    title: 'Hjemmeside',
    useFor: 'En ny, simpel hjemmeside eller ændringer på en eksisterende.',
    text: [
      'Formål med siden: [fx vise ydelser, få henvendelser, sælge varer]',
      'Antal sider: [fx forside, om os, ydelser, kontakt]',
      'Platform: [fx WordPress, Shopify, ved ikke endnu]',
      'Tekster og billeder: [har vi selv / skal laves]',
      'Sider vi kan lide: [navne på sider, I synes om, og hvorfor]',
      'Deadline: [dato]',
    ].join('\n'),
  },
  {
    id: 'logo',
    title: 'Logo og grafisk design',
    useFor: 'Logo, visuel identitet, flyers eller grafik til sociale medier.',
    text: [
      'Virksomheden kort: [hvad I laver, og hvem I henvender jer til]',
      'Det skal designes: [fx logo, visitkort, opslag til Instagram]',
      'Stil og farver: [ord der beskriver stilen, farver I ønsker eller vil undgå]',
      'Filformater: [fx PNG, SVG, PDF til tryk]',
      'Antal forslag: [fx 2-3 skitser før det endelige]',
      'Deadline: [dato]',
    ].join('\n'),
  },
  {
    id: 'markedsanalyse',
    title: 'Markedsanalyse',
    useFor: 'Undersøgelse af kunder, konkurrenter eller et nyt marked.',
    text: [
      'Spørgsmålet vi vil have svar på: [fx er der efterspørgsel efter X i Aarhus?]',
      'Produkt eller ydelse: [kort beskrivelse]',
      'Målgruppe: [hvem]',
      'Konkurrenter vi kender: [navne]',
      'Resultatet skal være: [fx en rapport på 5-10 sider eller en præsentation]',
      'Deadline: [dato]',
    ].join('\n'),
  },
  {
    id: 'sociale-medier',
    title: 'Sociale medier',
    useFor: 'Opslag, annoncer eller en plan for jeres kanaler.',
    text: [
      'Kanaler: [fx Instagram, Facebook, LinkedIn]',
      'Mål: [fx flere følgere, flere henvendelser, salg]',
      'Opgaven: [fx 8 opslag om måneden, en indholdsplan, opsætning af annoncer]',
      'Materiale: [billeder, logo, tone of voice vi har]',
      'Periode: [fra–til]',
      'Budget til annoncer: [beløb, hvis relevant]',
    ].join('\n'),
  },
];
