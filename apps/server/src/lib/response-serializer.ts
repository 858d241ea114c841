import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type Writer = (data: unknown) => string;
type SerializerCompiler = FastifySerializerCompiler<$ZodType | { properties: $ZodType }>;

/** Parts whose JSON Schema does not tell the text zod writes: a transform or codec changes the value. */
const zodOnly = new Set([
  'pipe',
  'transform',
  'lazy',
  'custom',
  'date',
  'bigint',
  'symbol',
  'undefined',
  'map',
  'set',
  'promise',
  'function',
  'nan',
]);

/**
 * fast-json-stringify's writer for a response's zod schema, compiled from its JSON Schema, or undefined when
 * the schema holds a part whose JSON Schema does not tell how zod writes it (a transform, a codec, a date).
 */
export function compileFastWriter(schema: $ZodType): Writer | undefined {
  let representable = true;
  let jsonSchema: Record<string, unknown>;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      // Reused parts written out where they are used: fast-json-stringify then needs no references.
      reused: 'inline',
      cycles: 'throw',
      override: (context) => {
        if (zodOnly.has(context.zodSchema._zod.def.type)) representable = false;
      },
    }) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (!representable) return undefined;
  const { $schema: _draft, ...rest } = jsonSchema;
  return fastJson(withoutClosedObjects(rest) as Parameters<typeof fastJson>[0]);
}

/**
 * The schema without `additionalProperties: false`. fast-json-stringify writes only an object's declared
 * properties either way; but to pick a union's branch it validates the value against each, and a closed
 * branch would refuse a presenter's object for holding one field more than the answer shows, where zod
 * strips it.
 */
function withoutClosedObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutClosedObjects);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, withoutClosedObjects(value)]),
  );
}

/**
 * Responses written by fast-json-stringify from each route's zod response schema (its JSON Schema, compiled
 * once per route and status), instead of zod encoding every answer and JSON.stringify writing it: that pair
 * took about 6 % of a small answer's CPU under load (decision 048). The writer keeps what the schema
 * promises: only the schema's fields leave the server (a presenter's extra field is dropped, as zod's strip
 * did), in the schema's order. What it no longer does is check each value's type against the schema at run
 * time; the presenters' TypeScript types and the tests do. With `verify` (the test suite) every answer is
 * also encoded by zod as before and the two texts compared, so any route whose fast text differs fails its
 * tests. Schemas the JSON Schema cannot describe (transforms, codecs, dates) keep zod's serializer.
 */
export function responseSerializerCompiler(options: { verify: boolean }): SerializerCompiler {
  return (route) => {
    // Compiled on the route's first answer with that status: compiling all 190 when the server started
    // added about half a second to every start (1.2-1.3 s became 1.6-1.85 s), mostly for answers (errors,
    // the back office) that a given process may never send.
    let writer: Writer | undefined;
    return (data) => {
      writer ??= chooseWriter(route, options.verify);
      return writer(data);
    };
  };
}

function chooseWriter(route: Parameters<SerializerCompiler>[0], verify: boolean): Writer {
  const zodWriter = () => zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Writer;
  const schema = route.schema instanceof $ZodType ? route.schema : route.schema.properties;
  const fastWriter = schema instanceof $ZodType ? compileFastWriter(schema) : undefined;
  if (!fastWriter) return zodWriter();
  return verify ? verifiedWriter(fastWriter, zodWriter(), `${route.method} ${route.url} ${route.httpStatus}`) : fastWriter;
}

/** The fast writer's text, once zod's has been written from the same data and found to say the same. */
export function verifiedWriter(fastWriter: Writer, zodWriter: Writer, label: string): Writer {
  return (data) => {
    // zod first: data its schema rejects fails as it always did (a 500 with the route named).
    const reference = zodWriter(data);
    const text = fastWriter(data);
    if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(reference))) {
      throw new Error(`${label}: fast-json-stringify wrote ${text}, zod ${reference}`);
    }
    return text;
  };
}
