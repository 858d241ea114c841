import { aboutPlainText } from '@studiekraft/shared/rules/about-text';
import sanitizeHtml from 'sanitize-html';

/**
 * The about text is rich text from an editor, so it is HTML a student (or anyone who stole their
 * session) controls. Only simple formatting and web/mail links survive; every link gets
 * rel="nofollow noopener" so profiles cannot be used to sell search ranking or to reach window.opener.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'nofollow noopener' },
    }),
  },
};

/**
 * What the profile editor may store: the small toolbar's markup (bold, italic, bullet list) in
 * paragraphs, no attributes, no links (a web address is refused anyway). Older texts keep the wider
 * display set above; a new text never brings more than this.
 */
const inputOptions: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'li'],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

export function sanitizeAboutInput(html: string): string {
  return sanitizeHtml(html, inputOptions).trim();
}

export function sanitizeAbout(html: string | null): string | null {
  if (html === null) return null;
  return sanitizeHtml(html, options);
}

/**
 * Plain text of the about text, for meta descriptions (which the caller escapes again): the text of what the
 * profile shows (sanitizeAbout, which also decodes any entity an old text has), read by the shared rule. The
 * browser describes the profile from the same HTML by the same rule, so both write the same tag.
 */
export function aboutAsText(html: string | null): string {
  const shown = sanitizeAbout(html);
  return shown ? aboutPlainText(shown) : '';
}
