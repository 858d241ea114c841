import { bigserial, customType, pgTable } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Owned by @socket.io/postgres-adapter: NOTIFY carries at most 8000 bytes, so larger broadcasts (long
 * messages) are parked here and the notification carries the row id. The adapter deletes old rows itself.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  created_at: tstz('created_at').defaultNow(),
  payload: bytea('payload'),
});
