import { describe, expect, it } from 'vitest';
import { aboutAsText, sanitizeAbout } from './about-html.ts';

describe('aboutAsText', () => {
  it('reads paragraphs, list items and line breaks as spaces, not as one run-on word', () => {
    expect(aboutAsText('<p>Jeg læser jura.</p><p>Ring gerne.</p><ul><li>Logoer</li><li>Plakater</li></ul>A<br>B')).toBe(
      'Jeg læser jura. Ring gerne. Logoer Plakater A B',
    );
  });

  it('decodes what a reader sees, also the entities of an old text, and drops what the profile would not show', () => {
    expect(aboutAsText('<p>Caf&eacute; &amp; bager &lt;3 &quot;ja&quot;</p><script>alert(1)</script>')).toBe(
      'Café & bager <3 "ja"',
    );
  });

  it('is empty for no text', () => {
    expect(aboutAsText(null)).toBe('');
    expect(aboutAsText('<p> </p>')).toBe('');
  });

  it('keeps the display set and its safe links', () => {
    expect(sanitizeAbout('<p onclick="x()">Se <a href="javascript:alert(1)">her</a> og <a href="https://a.dk">her</a></p>')).toBe(
      '<p>Se <a rel="nofollow noopener">her</a> og <a href="https://a.dk" rel="nofollow noopener">her</a></p>',
    );
  });
});
