/**
 * The profile's about editor is a textarea with a small toolbar (decision 021: no rich-text editor in the
 * bundle yet), but the API stores HTML. These two turn one into the other: a blank line starts a new
 * paragraph, a run of lines starting with "- " is a bullet list, a single line break stays a line break,
 * **bold** and _italic_ are the toolbar's marks. Anything else an older text held (links, headings) is
 * kept as its text only.
 */
const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** One line: escaped, then the toolbar's marks as tags (an underscore inside a word stays an underscore). */
const inline = (line: string) =>
  escapeHtml(line)
    .replace(/\*\*(\S(?:.*?\S)?)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^\p{L}\p{N}_])_(\S(?:.*?\S)?)_(?![\p{L}\p{N}_])/gu, '$1<em>$2</em>');

const bullet = /^\s*[-•*]\s+/;

export function aboutTextToHtml(text: string): string {
  return text
    .replaceAll('\r\n', '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.length > 0),
    )
    .filter((lines) => lines.length > 0)
    .map((lines) =>
      lines.every((line) => bullet.test(line))
        ? `<ul>${lines.map((line) => `<li>${inline(line.replace(bullet, ''))}</li>`).join('')}</ul>`
        : `<p>${lines.map(inline).join('<br>')}</p>`,
    )
    .join('');
}

const decode = (text: string) =>
  text
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** The stored HTML as the textarea shows it: paragraphs apart by a blank line, list items as "- ". */
export function aboutHtmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?(strong|b)\b[^>]*>/gi, '**')
    .replace(/<\/?(em|i)\b[^>]*>/gi, '_')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|ul|ol|h\d)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decode(text)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
