import { describe, expect, it } from 'vitest';
import { aboutPlainText, containsWebAddress } from './about-text.ts';

describe('aboutPlainText', () => {
  it('drops tags, decodes entities and keeps paragraphs apart by a space', () => {
    expect(aboutPlainText('<p>Jeg <strong>elsker</strong> tal</p><p>&amp; regnskab&nbsp;</p>')).toBe('Jeg elsker tal & regnskab');
  });
});

describe('containsWebAddress', () => {
  it.each([
    'Se mere på www.example.dk',
    'https://min-side.com',
    'http://localhost:3000',
    'Besøg example.dk for mere',
    'Find mig på portfolio.studiekraft.io/anna',
    'WWW.EXEMPEL.DK',
  ])('finds an address in %j', (text) => {
    expect(containsWebAddress(text)).toBe(true);
  });

  it.each([
    'Jeg læser på AU. Jeg har erfaring med regnskab.',
    'Jeg bor i Aarhus.Jeg har erfaring med Excel, bl.a. pivottabeller, f.eks. budgetter.',
    'Jeg har 3.5 i snit og kan bl.a. lave hjemmesider.',
    'Kontakt mig her på Studiekraft.',
  ])('leaves ordinary Danish text alone: %j', (text) => {
    expect(containsWebAddress(text)).toBe(false);
  });
});
