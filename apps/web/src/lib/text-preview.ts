import { limits } from '@studiekraft/shared/constants/limits';

/** A one-line preview of a message for lists; the spec cuts the last message at 40 characters. */
export function messagePreview(content: string, max: number = limits.messagePreviewChars): string {
  const clean = content.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max).trimEnd()}…`;
}
