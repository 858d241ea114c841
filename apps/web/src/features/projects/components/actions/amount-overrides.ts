import type { MessageOverrides } from '../../../../lib/form-validation.ts';

/**
 * The money and hours bounds of decision 014 said as amounts: the generic 'validation.min'/'max' texts
 * count characters. The numbers come from the shared schema's issue, formatted in the interface language.
 * A text that is not a number gets an example of one (issue 34: it is refused, not trimmed into one).
 */
export const amountOverrides: MessageOverrides = {
  offer: {
    'validation.max': 'projects.actions.offerMax',
    'validation.min': 'projects.actions.offerMin',
    'validation.type': 'projects.actions.offerType',
  },
  hours: {
    'validation.max': 'projects.actions.hoursMax',
    'validation.min': 'projects.actions.hoursMin',
    'validation.type': 'projects.actions.hoursType',
  },
};
