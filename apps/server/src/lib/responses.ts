import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Response schemas are the domain's entity schemas, registered per route as `schema.response[200]`
 * and describing the payload (handlers return the payload; the envelope hook wraps it).
 *
 * With `check` on (tests, `CHECK_RESPONSES=1`), every answer is held against its schema, strictly:
 * a wrong type, a missing field or a field outside the schema is a 500 whose log names the route and
 * the field — so a view can never drift from the contract the web imports, and no test can pass with a
 * shape the schema does not describe. With `check` off (production) answers are only stringified: the
 * types already bind each view to its schema at compile time, and a drift must not become an outage.
 */
export function payloadSerializer(check: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) =>
    (data: unknown) => {
      if (check) assertPayload(schema as z.ZodType, envelopePayload(data), `${method} ${url}`);
      return JSON.stringify(data);
    };
}

export class ResponseShapeError extends Error {
  constructor(
    route: string,
    readonly problems: string[],
  ) {
    super(`${route} answered outside its response schema: ${problems.join('; ')}`);
    this.name = 'ResponseShapeError';
  }
}

function envelopePayload(data: unknown): unknown {
  if (data && typeof data === 'object' && 'ok' in data && 'payload' in data)
    return (data as { payload: unknown }).payload;
  return data;
}

/** Throws when `payload` is not exactly what `schema` describes (JSON as sent, extra fields included). */
export function assertPayload(schema: z.ZodType, payload: unknown, route: string): void {
  const sent: unknown = payload === undefined ? null : JSON.parse(JSON.stringify(payload));
  const parsed = schema.safeParse(sent);
  if (!parsed.success) {
    throw new ResponseShapeError(
      route,
      parsed.error.issues.map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`),
    );
  }
  const kept: unknown = JSON.parse(JSON.stringify(parsed.data ?? null));
  if (!isDeepStrictEqual(kept, sent)) {
    throw new ResponseShapeError(route, extraFields(sent, kept, ''));
  }
}

/** The paths present in what was sent but dropped by the schema. */
function extraFields(sent: unknown, kept: unknown, at: string): string[] {
  if (Array.isArray(sent) && Array.isArray(kept))
    return sent.flatMap((item, i) => extraFields(item, kept[i], `${at}${i}.`));
  if (sent && typeof sent === 'object' && kept && typeof kept === 'object') {
    return Object.entries(sent as Record<string, unknown>).flatMap(([key, value]) =>
      key in (kept as object)
        ? extraFields(value, (kept as Record<string, unknown>)[key], `${at}${key}.`)
        : [`${at}${key}: not in the schema`],
    );
  }
  return isDeepStrictEqual(sent, kept)
    ? []
    : [`${at.replace(/\.$/, '') || '(payload)'}: changed by the schema`];
}
