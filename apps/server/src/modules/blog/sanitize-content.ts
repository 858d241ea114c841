import sanitizeHtml from 'sanitize-html';

/**
 * The only HTML of a post that reaches the browser (decision 028). WordPress content may carry scripts,
 * iframes, inline styles and event handlers (a plugin, a pasted embed, a compromised editor account);
 * what is left is text markup, links and images with their srcset so phones load small files.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'blockquote',
    'strong',
    'b',
    'em',
    'i',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  // Relative URLs stay allowed (sanitize-html keeps them): a post may link to /students/search.
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'] },
  allowProtocolRelative: false,
  // An h1 in the body would compete with the post's title: it becomes an h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const next: Record<string, string> = { ...attribs };
      // A link that opens a new tab must not hand the blog's window to the other site.
      if (next.target === '_blank') next.rel = 'noopener noreferrer';
      else {
        delete next.target;
        next.rel = 'noopener';
      }
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  disallowedTagsMode: 'discard',
  // Contents of these go with the tag, not left behind as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
