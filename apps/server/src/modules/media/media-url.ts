/**
 * The public address of a stored file (an avatar, a reference image) under `GET /api/media/*`: the one
 * place that spells that path, for every presenter that shows a picture.
 */
export const mediaUrl = (path: string | null) => (path ? `/api/media/${path}` : null);
