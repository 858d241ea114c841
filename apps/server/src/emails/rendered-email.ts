/** What every template is given besides its data: the brand and the site's address for its links. */
export interface MailContext {
  brandName: string;
  publicUrl: string;
}

/** What a template gives back; the outbox stores it as it is. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}
