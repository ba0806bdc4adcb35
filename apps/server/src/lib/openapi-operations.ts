import { CODES, renderMessage } from '@leadloop/domain';
import { operationNames } from './operation-names.js';

/** The failure envelope every error answer carries (lib/errors.ts `failureBody`). */
export const FAILURE_SCHEMA = {
  type: 'object',
  properties: {
    ok: { const: false },
    message: { type: 'string', description: 'The reason, in the caller’s language.' },
    code: { type: 'integer', description: 'The HTTP status again.' },
    key: { type: 'string', description: 'The message’s catalogue key, stable across languages.' },
    params: { type: 'object', additionalProperties: true },
    field: { type: 'string', description: 'The request field a 400 is about, when there is one.' },
  },
  required: ['ok', 'message', 'code', 'key'],
} as const;

const ERRORS = {
  400: ['BadRequest', 'The request is malformed or a field is invalid.', CODES.invalidRequest],
  401: ['Unauthorized', 'No bearer token, or one that is expired or revoked.', CODES.unauthorized],
  403: ['Forbidden', 'Not allowed: role, workspace, plan or API-token scope.', CODES.forbidden],
  404: ['NotFound', 'No such object in this workspace (or no such route).', CODES.notFound],
  429: ['TooManyRequests', 'Too many requests: wait and retry.', CODES.tooManyRequests],
  500: ['ServerError', 'Something went wrong on our side.', CODES.somethingWentWrong],
} as const;
type ErrorStatus = keyof typeof ERRORS;
const PUBLIC_ERRORS: ErrorStatus[] = [400, 404, 429, 500];
const GUARDED_ERRORS: ErrorStatus[] = [400, 401, 403, 404, 429, 500];

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses?: Record<string, unknown>;
};
type Doc = {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
  tags?: { name: string; description?: string }[];
};
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * Completes the generated document: every operation gets its names (lib/operation-names.ts, unless the
 * route states its own), its error answers (the failure envelope, as shared responses) and its tag; the
 * tags are listed. A public route says `security: []` (set from its auth level); every other one takes the
 * document's bearer scheme.
 */
export function completeOperations<T>(input: T): T {
  const doc = input as Doc;
  const components = (doc.components ??= {});
  components.schemas = { ...components.schemas, Failure: FAILURE_SCHEMA };
  const responses: Record<string, unknown> = { ...components.responses };
  for (const [status, [name, description, key]] of Object.entries(ERRORS)) {
    const example = { ok: false, message: renderMessage(key), code: Number(status), key };
    responses[name] = {
      description,
      content: {
        'application/json': { schema: { $ref: '#/components/schemas/Failure' }, example },
      },
    };
  }
  components.responses = responses;

  const tags = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const ids = new Set<string>();
    for (const [method, original] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const names = operationNames(method, path);
      const op: Operation = { ...original };
      op.operationId ??= names.operationId;
      // One route for two methods (PUT and PATCH) shares its schema: the second is named by its method too.
      if (ids.has(op.operationId)) op.operationId += method.charAt(0).toUpperCase() + method.slice(1);
      ids.add(op.operationId);
      op.summary ??= names.summary;
      if (!op.tags?.length) op.tags = [names.tag];
      op.tags.forEach((tag) => tags.add(tag));
      const isPublic = Array.isArray(op.security) && op.security.length === 0;
      const answers: Record<string, unknown> = { ...op.responses };
      for (const status of isPublic ? PUBLIC_ERRORS : GUARDED_ERRORS)
        answers[status] ??= { $ref: `#/components/responses/${ERRORS[status][0]}` };
      op.responses = answers;
      item[method] = op;
    }
  }
  const declared = new Map((doc.tags ?? []).map((t) => [t.name, t]));
  doc.tags = [...tags]
    .sort()
    .map((name) => declared.get(name) ?? { name, description: `Calls of the ${name} area.` });
  return input;
}
