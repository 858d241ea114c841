import { parseConversationChannel } from '@studiekraft/shared/realtime';
import { z } from 'zod';

/** Server-to-server event that carries conversation events to the other processes (postgres adapter). */
export const relayEvent = 'conversation-event';

export interface RelayedEvent {
  channel: string;
  event: string;
  data: Record<string, unknown>;
}

const relayedEventSchema = z.object({
  // Only conversation rooms, never a socket's own room, whatever lands on the NOTIFY channel.
  channel: z.string().refine((channel) => parseConversationChannel(channel) !== null),
  event: z.string().max(100),
  data: z.record(z.string(), z.unknown()),
});

/** A batch from `createRelay`, or a single event as processes before batching sent it (rolling deploys). */
const relayedSchema = z.union([relayedEventSchema, z.array(relayedEventSchema).max(1000)]);

/** The events in what another process relayed; nothing when it does not look like ours. */
export function parseRelayed(raw: unknown): RelayedEvent[] {
  const parsed = relayedSchema.safeParse(raw);
  if (!parsed.success) return [];
  return Array.isArray(parsed.data) ? parsed.data : [parsed.data];
}

/**
 * PostgreSQL takes a NOTIFY payload of under 8000 bytes; above that the adapter stores the payload in its
 * attachments table and every process reads it back, so a batch stops short of it.
 */
const maxBatchBytes = 7000;

/**
 * Gathers the events published in one turn of the event loop and hands them to `send` in as few batches
 * as fit a NOTIFY, in publish order. Each NOTIFY is a query on the adapter's small pool and is parsed by
 * every process; one per message queued up behind each other at 50 POSTs in flight (decision 033).
 * The pool sends on several connections, so NOTIFYs may overtake each other, as single events could
 * before; clients order messages by time. The local sockets do not wait for this: `publish` emits to
 * them first.
 */
export function createRelay(send: (batch: RelayedEvent[]) => void) {
  let batches: RelayedEvent[][] = [];
  let bytes = 0;
  const flush = () => {
    const ready = batches;
    batches = [];
    bytes = 0;
    for (const batch of ready) send(batch);
  };
  return (event: RelayedEvent) => {
    // What the event adds to the NOTIFY payload (the adapter's envelope around a batch is small).
    const size = Buffer.byteLength(JSON.stringify(event)) + 1;
    const current = batches.at(-1);
    if (batches.length === 0) setImmediate(flush);
    if (current && bytes + size <= maxBatchBytes) {
      current.push(event);
      bytes += size;
    } else {
      batches.push([event]);
      bytes = size;
    }
  };
}
