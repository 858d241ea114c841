import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';

/** The Danish text for a failed lifecycle call; 422 field errors are shown on the fields instead. */
export function actionErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('projects.actions.errors.generic');
  switch (error.code) {
    case 'OFFER_CHANGED':
      return t('projects.actions.errors.offerChanged');
    case 'OFFER_EXPIRED':
      return t('projects.actions.errors.offerExpired');
    case 'INVALID_TRANSITION':
      return t('projects.actions.errors.invalidTransition');
    case 'FORBIDDEN':
      return t('projects.actions.errors.forbidden');
    case 'VALIDATION_FAILED':
      return t('projects.actions.errors.validation');
    default:
      return t('projects.actions.errors.generic');
  }
}
