import { conversationChannel } from '@studiekraft/shared/realtime';
import { describe, expect, it } from 'vitest';
import { createRelay, parseRelayed, type RelayedEvent } from './realtime-relay.ts';

const event = (n: number, content = 'Hej'): RelayedEvent => ({
  channel: conversationChannel(n),
  event: 'MessageSentEvent',
  data: { message: { id: n, content } },
});
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('relay to the other processes', () => {
  it('sends what one turn of the event loop published as one batch, in order, and nothing before', async () => {
    const sent: RelayedEvent[][] = [];
    const relay = createRelay((batch) => sent.push(batch));
    for (let n = 1; n <= 5; n++) relay(event(n));
    expect(sent).toEqual([]);
    await nextTurn();
    expect(sent).toEqual([[1, 2, 3, 4, 5].map((n) => event(n))]);
    relay(event(6));
    await nextTurn();
    expect(sent.at(-1)).toEqual([event(6)]);
  });

  it('splits a turn into batches that each fit a NOTIFY payload, keeping the order', async () => {
    const sent: RelayedEvent[][] = [];
    const relay = createRelay((batch) => sent.push(batch));
    const events = Array.from({ length: 30 }, (_, n) => event(n + 1, 'æ'.repeat(1000)));
    for (const e of events) relay(e);
    await nextTurn();
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.flat()).toEqual(events);
    for (const batch of sent) expect(Buffer.byteLength(JSON.stringify(batch))).toBeLessThan(8000);
  });

  it('accepts a batch or a single event, and only conversation rooms', () => {
    expect(parseRelayed([event(1), event(2)])).toEqual([event(1), event(2)]);
    expect(parseRelayed(event(3))).toEqual([event(3)]);
    expect(parseRelayed({ ...event(1), channel: 'user:1' })).toEqual([]);
    expect(parseRelayed([event(1), { ...event(2), channel: 'user:2' }])).toEqual([]);
    expect(parseRelayed('nonsense')).toEqual([]);
  });
});
