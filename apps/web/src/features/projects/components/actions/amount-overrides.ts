import type { MessageOverrides } from '../../../../lib/form-validation.ts';

/**
 * The money and hours bounds of decision 014 said as amounts: the generic 'validation.max' text counts
 * characters. The numbers come from the shared schema's issue, formatted in the interface language.
 */
export const amountOverrides: MessageOverrides = {
  offer: { 'validation.max': 'projects.actions.offerMax' },
  hours: { 'validation.max': 'projects.actions.hoursMax' },
};
