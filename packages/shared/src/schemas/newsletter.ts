import { z } from 'zod';
import { emailField, requiredString } from './fields.ts';

/** Footer and registration sign-up: only the e-mail (spec section 7 shows no other field). */
export const newsletterSubscribeSchema = z.object({ email: emailField() });
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;

/** The token from the unsubscribe link in every newsletter mail (`/nyhedsbrev/afmeld?token=...`). */
export const newsletterUnsubscribeSchema = z.object({ token: requiredString(200) });
export type NewsletterUnsubscribe = z.infer<typeof newsletterUnsubscribeSchema>;

/** The web app's path for the unsubscribe link; the server builds mail links with it. */
export const newsletterUnsubscribePath = '/nyhedsbrev/afmeld';

/** The token from the confirmation mail of a sign-up (`/nyhedsbrev/bekraeft?token=...`, double opt-in). */
export const newsletterConfirmSchema = z.object({ token: requiredString(200) });
export type NewsletterConfirm = z.infer<typeof newsletterConfirmSchema>;

/** The web app's path for the confirmation link; the server builds mail links with it. */
export const newsletterConfirmPath = '/nyhedsbrev/bekraeft';
