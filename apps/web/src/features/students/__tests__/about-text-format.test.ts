import { describe, expect, it } from 'vitest';
import { aboutHtmlToText, aboutTextToHtml } from '../about-text-format.ts';

describe('aboutTextToHtml', () => {
  it('makes paragraphs of blank-line blocks, bullet lists of "- " lines and escapes markup', () => {
    expect(aboutTextToHtml('Hej <b>du</b> & co\nnæste linje\n\n- Bogføring\n- Budgetter\n\n\nSlut')).toBe(
      '<p>Hej &lt;b&gt;du&lt;/b&gt; &amp; co<br>næste linje</p><ul><li>Bogføring</li><li>Budgetter</li></ul><p>Slut</p>',
    );
  });

  it('turns the toolbar marks **bold** and _italic_ into tags, not an underscore inside a word', () => {
    expect(aboutTextToHtml('Jeg er **god til tal** og _hurtig_, se fil_navn_her')).toBe(
      '<p>Jeg er <strong>god til tal</strong> og <em>hurtig</em>, se fil_navn_her</p>',
    );
  });

  it('gives nothing for blank text', () => {
    expect(aboutTextToHtml('  \n\n ')).toBe('');
  });
});

describe('aboutHtmlToText', () => {
  it('turns stored HTML back into the textarea form, and round-trips', () => {
    const html =
      '<p>Jeg læser <strong>jura</strong> &amp; økonomi</p><ul><li>Kontrakter</li><li><em>Regnskab</em></li></ul><p>Hilsen</p>';
    const text = aboutHtmlToText(html);
    expect(text).toBe('Jeg læser **jura** & økonomi\n\n- Kontrakter\n- _Regnskab_\n\nHilsen');
    expect(aboutTextToHtml(text)).toBe(html);
  });

  it('gives an empty text for no about text', () => {
    expect(aboutHtmlToText(null)).toBe('');
  });
});
