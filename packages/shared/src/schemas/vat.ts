import { z } from 'zod';
import { limits } from '../constants/limits.ts';

/** VAT (CVR) number as typed: the lookup fires for 2 to 13 characters (spec section 5). */
export const vatNumberField = () =>
  z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? 'validation.required' : 'validation.type') })
    .trim()
    .min(limits.vatMin, { error: 'validation.min' })
    .max(limits.vatMax, { error: 'validation.max' });

export const vatCheckRequestSchema = z.object({ vatNumber: vatNumberField() });
export type VatCheckRequest = z.infer<typeof vatCheckRequestSchema>;

export const vatLookupResultSchema = z.object({
  name: z.string(),
  address: z.object({ address: z.string(), postcode: z.string(), city: z.string() }),
});
export type VatLookupResult = z.infer<typeof vatLookupResultSchema>;

export const vatCheckResponseSchema = z.object({ data: vatLookupResultSchema });
