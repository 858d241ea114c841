import type { Reference } from '@studiekraft/shared/schemas/students';
import { mediaUrl } from '../media/media-url.ts';
import type { ReferenceRow } from './repository.ts';

/** The stored file name of the image stays on the server; the client gets a URL on the media path. */
export const presentReference = (row: ReferenceRow): Reference => ({
  id: row.id,
  title: row.title,
  text: row.text,
  link: row.link,
  image: { url: mediaUrl(row.media_path) },
});
