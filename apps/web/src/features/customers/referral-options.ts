import { type Referral, referralValues } from '@studiekraft/shared/constants/limits';
import type { TFunction } from 'i18next';

const labelKeys = {
  friend: 'customers.referral.options.friend',
  startup_central: 'customers.referral.options.startup_central',
  google: 'customers.referral.options.google',
  facebook: 'customers.referral.options.facebook',
  linkedin: 'customers.referral.options.linkedin',
  article: 'customers.referral.options.article',
  other: 'customers.referral.options.other',
} as const satisfies Record<Referral, string>;

/** The referral select's options in the order of spec section 3. */
export const referralOptions = (t: TFunction) => referralValues.map((value) => ({ value, label: t(labelKeys[value]) }));
