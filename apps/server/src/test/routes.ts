import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RegisteredRoute } from '../app.js';

/** Every API route of an app, once per method (HEAD twins of GET routes left out). */
export function apiRoutes(app: FastifyInstance): RegisteredRoute[] {
  return app.routeRegistry.filter(
    (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
  );
}

/** Fills `:params` (given values first, else a random uuid) and wildcards. */
export function fillPath(url: string, values: Record<string, string> = {}): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => values[name] ?? randomUUID()).replace(/\*/g, 'x');
}

export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

type ZodLike = {
  _zod?: { def?: { type?: string; shape?: Record<string, unknown>; innerType?: unknown; in?: unknown } };
};

/** The field names of a zod object schema, looking through optional/default/pipe wrappers. */
export function schemaKeys(schema: unknown): string[] {
  let current = schema as ZodLike | undefined;
  for (let depth = 0; current && depth < 10; depth++) {
    const def = current._zod?.def;
    if (!def) return [];
    if (def.type === 'object') return Object.keys(def.shape ?? {});
    current = (def.innerType ?? def.in) as ZodLike | undefined;
  }
  return [];
}
