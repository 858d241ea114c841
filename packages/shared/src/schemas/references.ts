import { z } from 'zod';
import { limits } from '../constants/limits.ts';
import { requiredString } from './fields.ts';

/** Multipart field names of the reference create and update calls, so the web app sends what the server reads. */
export const referenceUploadFields = {
  title: 'title',
  text: 'text',
  hasLink: 'has_link',
  link: 'link',
  image: 'image',
  /** POST .../references/:refId carries `_method=PUT` (spec section 7): multipart cannot travel on a PUT everywhere. */
  method: '_method',
} as const;

/**
 * Reference images are 600x600 to 1500x1500 pixels (spec section 9). Kept here rather than in limits.ts
 * because only references use them.
 */
export const referenceImagePx = { min: 600, max: 1500 } as const;

/** Only web addresses a visitor can open: the protocol must be written out (spec section 5). */
const urlWithProtocol = /^https?:\/\/[^\s/?#.]+\.[^\s]+$/i;

/**
 * The text part of a reference (spec section 5): title and text required; the link only when the link
 * switch is on, and then required, with protocol. With the switch off any typed link is dropped.
 */
export const referenceTextSchema = z
  .object({
    title: requiredString(limits.referenceTitleMax),
    text: requiredString(limits.referenceTextMax),
    has_link: z.boolean({ error: 'validation.type' }),
    link: z.string({ error: 'validation.type' }).trim().max(limits.referenceLinkMax, { error: 'validation.max' }),
  })
  .superRefine((value, ctx) => {
    if (!value.has_link) return;
    if (value.link === '') ctx.addIssue({ code: 'custom', path: ['link'], message: 'validation.required' });
    else if (!urlWithProtocol.test(value.link)) ctx.addIssue({ code: 'custom', path: ['link'], message: 'validation.format' });
  })
  .transform(({ has_link, link, ...rest }) => ({ ...rest, link: has_link ? link : null }));
export type ReferenceTextInput = z.input<typeof referenceTextSchema>;
export type ReferenceText = z.output<typeof referenceTextSchema>;
