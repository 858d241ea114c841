import type { MailContext, RenderedEmail } from './rendered-email.ts';

/** What a template decides; the layout turns it into a branded HTML mail and its plain-text twin. */
export interface EmailContent {
  subject: string;
  /** Shown by mail clients next to the subject in the inbox list. */
  preheader: string;
  /** Greeted by name when known; a newsletter subscriber is only an e-mail address. */
  name?: string;
  /** Plain sentences; the layout escapes them, so user data may go in as is. */
  paragraphs: string[];
  /** Text someone else wrote (a customer's message), shown set apart with its line breaks kept. */
  quote?: string;
  action: { label: string; url: string };
  /** Sentences after the button, typically "ignore this if it was not you". */
  afterAction?: string[];
  /** A small link at the end, e.g. the unsubscribe link every newsletter mail must carry. */
  footerLink?: { label: string; url: string };
}

const greeting = (content: EmailContent) => (content.name ? `Hej ${content.name}` : 'Hej');

const BRAND_COLOR = '#1864ab';
const TEXT_COLOR = '#212529';
const MUTED_COLOR = '#6c757d';
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Links in mail must be absolute (a mail client has no base URL) and must never be `javascript:` or
 * similar, so a wrongly built link fails loudly at enqueue time instead of reaching a user.
 */
export function assertMailUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('E-mail links must be absolute URLs');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('E-mail links must be http(s)');
  return url;
}

export function renderLayout(content: EmailContent, ctx: MailContext): RenderedEmail {
  const url = assertMailUrl(content.action.url);
  if (content.footerLink) assertMailUrl(content.footerLink.url);
  return {
    subject: content.subject,
    text: renderText(content, url, ctx),
    html: renderHtml(content, url, ctx),
  };
}

function renderText(content: EmailContent, url: string, ctx: MailContext): string {
  const blocks = [
    greeting(content),
    ...content.paragraphs,
    ...(content.quote ? [quoteText(content.quote)] : []),
    `${content.action.label}:\n${url}`,
    ...(content.afterAction ?? []),
    `Med venlig hilsen\n${ctx.brandName}\n${ctx.publicUrl}`,
    ...(content.footerLink ? [`${content.footerLink.label}:\n${content.footerLink.url}`] : []),
  ];
  return `${blocks.join('\n\n')}\n`;
}

const quoteText = (quote: string) =>
  quote
    .split(/\r?\n/)
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');

function paragraph(text: string, style = `margin:0 0 16px;font-size:16px;line-height:24px;color:${TEXT_COLOR};`): string {
  return `<p style="${style}">${escapeHtml(text)}</p>`;
}

// Tables and inline styles because many mail clients (Outlook, Gmail) drop <style> blocks and flexbox.
function renderHtml(content: EmailContent, url: string, ctx: MailContext): string {
  const brand = escapeHtml(ctx.brandName);
  const href = escapeHtml(url);
  const small = `margin:0 0 12px;font-size:13px;line-height:20px;color:${MUTED_COLOR};`;
  const body = [
    paragraph(greeting(content)),
    ...content.paragraphs.map((p) => paragraph(p)),
    ...(content.quote
      ? [
          `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${BRAND_COLOR};background:#f8f9fa;font-size:16px;line-height:24px;color:${TEXT_COLOR};white-space:pre-wrap;">${escapeHtml(content.quote)}</div>`,
        ]
      : []),
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;"><tr>`,
    `<td style="border-radius:6px;background:${BRAND_COLOR};">`,
    `<a href="${href}" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(content.action.label)}</a>`,
    '</td></tr></table>',
    `<p style="${small}">Virker knappen ikke? Kopiér dette link ind i din browser:</p>`,
    `<p style="${small}word-break:break-all;"><a href="${href}" style="color:${BRAND_COLOR};">${href}</a></p>`,
    ...(content.afterAction ?? []).map((p) => paragraph(p, small)),
    paragraph('Med venlig hilsen', `margin:24px 0 0;font-size:16px;line-height:24px;color:${TEXT_COLOR};`),
    paragraph(ctx.brandName, `margin:0;font-size:16px;line-height:24px;color:${TEXT_COLOR};`),
    ...(content.footerLink
      ? [
          `<p style="margin:24px 0 0;font-size:13px;line-height:20px;color:${MUTED_COLOR};"><a href="${escapeHtml(content.footerLink.url)}" style="color:${MUTED_COLOR};">${escapeHtml(content.footerLink.label)}</a></p>`,
        ]
      : []),
  ].join('\n');

  return `<!DOCTYPE html>
<html lang="da">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f3f5;font-family:${FONT};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f1f3f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
<tr><td style="padding:0 0 16px;font-size:22px;font-weight:700;color:${BRAND_COLOR};">${brand}</td></tr>
<tr><td style="background:#ffffff;border-radius:8px;padding:32px;font-family:${FONT};">
${body}
</td></tr>
<tr><td style="padding:16px 0 0;font-size:12px;line-height:18px;color:${MUTED_COLOR};">
Denne email er sendt automatisk af ${brand}, <a href="${escapeHtml(ctx.publicUrl)}" style="color:${MUTED_COLOR};">${escapeHtml(ctx.publicUrl)}</a>. Du kan ikke svare på den.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
