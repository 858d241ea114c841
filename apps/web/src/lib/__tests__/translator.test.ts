import { describe, expect, it, vi } from 'vitest';
import { Translator } from '../translator.ts';

function translator() {
  const i18n = new Translator('da', 'en', { brand: 'Studiekraft' });
  i18n.addResourceBundle('da', {
    greeting: 'Hej {{name}} fra {{brand}}',
    nested: { deep: { key: 'Dyb' } },
    files_one: '{{count}} fil',
    files_other: '{{count}} filer',
    max: 'Højst {{max, number}} tegn',
  });
  i18n.addResourceBundle('en', { onlyEnglish: 'English only', greeting: 'Hi {{name}}' });
  return i18n;
}

describe('Translator', () => {
  it('looks up nested keys and fills in variables, the brand by default', () => {
    const i18n = translator();
    expect(i18n.translate('nested.deep.key')).toBe('Dyb');
    expect(i18n.translate('greeting', { name: 'Sofie' })).toBe('Hej Sofie fra Studiekraft');
  });

  it('picks the plural form by count and formats numbers in the language', () => {
    const i18n = translator();
    expect(i18n.translate('files', { count: 1 })).toBe('1 fil');
    expect(i18n.translate('files', { count: 3 })).toBe('3 filer');
    expect(i18n.translate('max', { max: 20000 })).toBe('Højst 20.000 tegn');
  });

  it('falls back to English, then the default value, then the key; an unknown variable stays as written', () => {
    const i18n = translator();
    expect(i18n.translate('onlyEnglish')).toBe('English only');
    expect(i18n.translate('missing.key', { defaultValue: 'DONE' })).toBe('DONE');
    expect(i18n.translate('missing.key')).toBe('missing.key');
    expect(i18n.translate('greeting')).toBe('Hej {{name}} fra Studiekraft');
  });

  it('merges texts added later and tells subscribers about them and about a language change', () => {
    const i18n = translator();
    const added = vi.fn();
    const changed = vi.fn();
    i18n.on('added', added);
    i18n.on('languageChanged', changed);
    i18n.addResourceBundle('da', { nested: { other: 'Anden' } });
    expect(i18n.translate('nested.deep.key')).toBe('Dyb');
    expect(i18n.translate('nested.other')).toBe('Anden');
    expect(added).toHaveBeenCalledWith('da');
    i18n.changeLanguage('en');
    expect(changed).toHaveBeenCalledWith('en');
    expect(i18n.translate('greeting', { name: 'Sofie' })).toBe('Hi Sofie');
  });

  it('remembers whether a text was missing in its language until asked, once', () => {
    const i18n = translator();
    i18n.takeMissed();
    i18n.translate('nested.deep.key');
    i18n.translate('files', { count: 2 });
    expect(i18n.takeMissed()).toBe(false);
    // Found in the fallback only: still a miss, Danish texts arriving later would change it.
    expect(i18n.translate('onlyEnglish')).toBe('English only');
    expect(i18n.takeMissed()).toBe(true);
    expect(i18n.takeMissed()).toBe(false);
    i18n.translate('no.such.key', { defaultValue: 'Standard' });
    expect(i18n.takeMissed()).toBe(true);
  });
});
