/** The demo references' pictures, one per kind of work (reference-images/<name>.webp). */
export const referenceImageNames = [
  'website',
  'logo',
  'accounts',
  'social',
  'chart',
  'event',
  'code',
  'photo',
  'translation',
  'newsletter',
] as const;

export type ReferenceImageName = (typeof referenceImageNames)[number];
