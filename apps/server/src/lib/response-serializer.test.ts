import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileFastWriter, responseSerializerCompiler, verifiedWriter } from './response-serializer.ts';

// A codec: the route hands over a Date and the answer holds ISO text, which no JSON Schema can say.
const isoDate = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

const answer = z.object({
  text: z.string(),
  count: z.number().nullable(),
  items: z.array(z.object({ kind: z.enum(['a', 'b']), note: z.string().optional() })),
  totals: z.record(z.string(), z.number()),
  at: z.iso.datetime(),
  detail: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('one'), label: z.string() }),
      z.object({ type: z.literal('two'), amount: z.number() }),
    ])
    .nullable(),
});

// What a presenter might hand over: fields the answer does not show at every level, a union branch's too.
const presented = {
  text: 'citat "her" og \u2028 linjeskift\n',
  count: null,
  items: [
    { kind: 'a', secret: 'x' },
    { kind: 'b', note: 'n' },
  ],
  totals: { jan: 1, feb: 2.5 },
  at: '2026-11-28T12:00:00.000Z',
  detail: { type: 'two', amount: 3, passwordHash: 'h' },
  email: 'hidden@example.com',
};

describe('compileFastWriter', () => {
  it("writes the text zod's encoding would, only the schema's fields, at every level", () => {
    const writer = compileFastWriter(answer);
    expect(writer).toBeDefined();
    const text = writer?.(presented) ?? '';
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(answer.encode(presented as never))));
    expect(text).not.toContain('secret');
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('hidden@example.com');
  });

  it('leaves to zod the schemas whose JSON Schema does not say how zod writes them', () => {
    expect(compileFastWriter(z.object({ n: z.string().transform((value) => value.length) }))).toBeUndefined();
    expect(compileFastWriter(z.object({ at: z.date() }))).toBeUndefined();
    expect(compileFastWriter(z.object({ s: z.string().pipe(z.string().trim()) }))).toBeUndefined();
    expect(compileFastWriter(z.object({ at: isoDate }))).toBeUndefined();
  });
});

describe('verifiedWriter', () => {
  it("returns the fast text when it says what zod's does, and throws naming the route when not", () => {
    const zodText = () => '{"a":1,"b":2}';
    expect(verifiedWriter(() => '{"b":2,"a":1}', zodText, 'GET /x 200')({})).toBe('{"b":2,"a":1}');
    expect(() => verifiedWriter(() => '{"a":1}', zodText, 'GET /x 200')({})).toThrow(/GET \/x 200: fast-json-stringify wrote/);
  });

  it("fails as zod did on data the schema rejects, before the fast writer's text counts", () => {
    const fast = () => '{}';
    const zod = () => {
      throw new Error('Response doesn’t match the schema');
    };
    expect(() => verifiedWriter(fast, zod, 'GET /x 200')({})).toThrow(/match the schema/);
  });
});

describe('responseSerializerCompiler', () => {
  async function app(verify: boolean) {
    const instance = Fastify().withTypeProvider<ZodTypeProvider>();
    instance.setSerializerCompiler(responseSerializerCompiler({ verify }));
    instance.get('/answer', { schema: { response: { 200: answer } } }, async () => presented as never);
    instance.get('/dated', { schema: { response: { 200: z.object({ at: isoDate }) } } }, async () => ({
      at: new Date(Date.UTC(2026, 10, 28)),
    }));
    await instance.ready();
    return instance;
  }

  for (const verify of [false, true]) {
    it(`sends a route's answer through its schema (verify ${verify})`, async () => {
      const instance = await app(verify);
      const response = await instance.inject({ url: '/answer' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(JSON.parse(JSON.stringify(answer.encode(presented as never))));
      expect(response.body).not.toContain('hidden@example.com');
      // A schema with a codec keeps zod's serializer, which encodes the date.
      expect((await instance.inject({ url: '/dated' })).json()).toEqual({ at: '2026-11-28T00:00:00.000Z' });
      await instance.close();
    });
  }
});
