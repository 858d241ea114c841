import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './front-matter.ts';
import { cutExcerpt, decodeEntities, htmlToText } from './html-text.ts';
import { sanitizePostHtml } from './sanitize-content.ts';

describe('front matter', () => {
  it('reads strings, quoted strings with colons, numbers and lists, and leaves the body', () => {
    const { data, body } = parseFrontMatter(
      '---\ntitle: "Bogføring: det første"\nid: 3\ncategories: [2, 4]\ntags: []\nauthor: redaktionen\n---\nTekst her.\n',
    );
    expect(data).toEqual({ title: 'Bogføring: det første', id: 3, categories: [2, 4], tags: [], author: 'redaktionen' });
    expect(body).toBe('Tekst her.\n');
  });

  it('gives the whole text as body without front matter, and refuses a line without a key', () => {
    expect(parseFrontMatter('Bare tekst')).toEqual({ data: {}, body: 'Bare tekst' });
    expect(() => parseFrontMatter('---\nbare en linje\n---\n')).toThrow();
  });
});

describe('plain text from feed HTML', () => {
  it('decodes numeric, hex and named entities, and survives hostile ones', () => {
    expect(decodeEntities('A &#8211; B &amp; C &#x2019; &hellip; &oslash; &ukendt;')).toBe('A – B & C ’ … ø &ukendt;');
    expect(decodeEntities('&#0; &#99999999; &#xD800;')).toBe('\ufffd \ufffd \ufffd');
  });

  it('strips tags and scripts and collapses white space', () => {
    expect(htmlToText('<p>Hej&nbsp;<strong>du</strong></p><script>x()</script>\n<p>igen</p>')).toBe('Hej du igen');
  });

  it('cuts on a word at 150 characters with an ellipsis, and drops WordPress’s [&hellip;] tail', () => {
    const long = 'ord '.repeat(60).trim();
    const cut = cutExcerpt(long, 150);
    expect(cut.length).toBeLessThanOrEqual(150);
    expect(cut.endsWith('ord…')).toBe(true);
    expect(cutExcerpt('Kort tekst […]', 150)).toBe('Kort tekst');
    expect(cutExcerpt('Kort tekst', 150)).toBe('Kort tekst');
  });
});

describe('sanitising post HTML', () => {
  it('keeps text markup, tables, code and images with srcset', () => {
    const html =
      '<h2>A</h2><ul><li><em>b</em></li></ul><table><tr><td>1</td></tr></table><pre><code>x</code></pre><blockquote>c</blockquote>' +
      '<img src="https://x.dk/a.jpg" srcset="https://x.dk/a-300.jpg 300w" sizes="100vw" alt="A" width="10" height="5">';
    const clean = sanitizePostHtml(html);
    for (const kept of [
      '<h2>A</h2>',
      '<em>b</em>',
      '<td>1</td>',
      '<code>x</code>',
      '<blockquote>c</blockquote>',
      'srcset="https://x.dk/a-300.jpg 300w"',
      'sizes="100vw"',
    ]) {
      expect(clean).toContain(kept);
    }
  });

  it('removes scripts, iframes, styles, event handlers and non-http links', () => {
    const clean = sanitizePostHtml(
      '<h1>Titel</h1><p style="color:red" onmouseover="x()">a</p><script>x()</script><iframe src="https://y"></iframe>' +
        '<a href="javascript:x()">j</a><a href="data:text/html,x">d</a><a href="//evil.example/">p</a><img src="javascript:x()" onerror="x()"><svg onload="x()"></svg>',
    );
    expect(clean).toContain('<h2>Titel</h2>');
    for (const bad of [
      'style',
      'onmouseover',
      'onerror',
      'onload',
      '<script',
      'x()',
      '<iframe',
      'javascript:',
      'data:',
      'evil.example',
      '<svg',
    ]) {
      expect(clean).not.toContain(bad);
    }
  });
});
