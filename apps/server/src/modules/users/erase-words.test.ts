import { describe, expect, it } from 'vitest';
import { withoutPerson } from './erase-words.ts';

describe('withoutPerson', () => {
  it('replaces the name and drops the reason of their own action', () => {
    expect(withoutPerson('Gertrud Sletmigsen har annulleret projektet. Begrundelse: CPR 010101-1234', 'Gertrud Sletmigsen')).toBe(
      'Slettet bruger har annulleret projektet.',
    );
    expect(
      withoutPerson('Sofie Bliver beder om at måtte fakturere 2 timer ekstra. Begrundelse: min syge mor', 'Sofie Bliver'),
    ).toBe('Slettet bruger beder om at måtte fakturere 2 timer ekstra.');
  });

  it('keeps a reason that somebody else gave, and lines about others', () => {
    expect(withoutPerson('Projektet er lukket af Studiekraft. Begrundelse: Ingen aktivitet.', 'Gertrud Sletmigsen')).toBe(
      'Projektet er lukket af Studiekraft. Begrundelse: Ingen aktivitet.',
    );
    expect(withoutPerson('Sofie Bliver har afsluttet projektet.', 'Gertrud Sletmigsen')).toBe(
      'Sofie Bliver har afsluttet projektet.',
    );
    expect(withoutPerson('Gertrud Sletmigsen har accepteret tilbuddet: 500 kr.', 'Gertrud Sletmigsen')).toBe(
      'Slettet bruger har accepteret tilbuddet: 500 kr.',
    );
  });

  it('leaves lines alone for a name too short to find safely', () => {
    expect(withoutPerson('Al har afsluttet projektet.', 'Al')).toBe('Al har afsluttet projektet.');
  });
});
