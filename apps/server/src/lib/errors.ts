import {
  CODES,
  codeForMessage,
  renderMessage,
  type MessageKey,
  type ParamsArg,
  type TemplateParams,
} from '@leadloop/domain';

/**
 * The one error type services throw: an HTTP status and a catalogue code (`CODES.<key>` of @leadloop/domain),
 * with the parameters of a template code. It is mapped to `{ok:false, message, code, key}` once, in app.ts;
 * the text is rendered from the catalogue there (`message` here is the same English text, for logs).
 * Words from outside (a provider's refusal) travel as a template parameter, never as the message.
 */
export class AppError<K extends MessageKey = MessageKey> extends Error {
  readonly code: K;
  readonly params: TemplateParams | undefined;
  /** Fields the failure body carries beside the message (e.g. a refused CSV import's per-line report). */
  details: Record<string, unknown> | undefined;
  constructor(
    public readonly status: number,
    code: K,
    ...params: ParamsArg<K>
  ) {
    const p = params[0] as TemplateParams | undefined;
    super(renderMessage(code, p));
    this.name = 'AppError';
    this.code = code;
    this.params = p;
  }

  withDetails(details: Record<string, unknown>): this {
    this.details = details;
    return this;
  }
}

const make =
  (status: number) =>
  <K extends MessageKey>(code: K, ...params: ParamsArg<K>) =>
    new AppError(status, code, ...params);
const makeWithDefault =
  <D extends MessageKey>(status: number, fallback: D) =>
  <K extends MessageKey = D>(given?: K, ...params: ParamsArg<K>) => {
    const code: MessageKey = given ?? fallback;
    return new AppError(status, code, ...(params as ParamsArg<MessageKey>));
  };

export const badRequest = make(400);
export const unauthorized = makeWithDefault(401, CODES.unauthorized);
export const paymentRequired = make(402);
export const forbidden = makeWithDefault(403, CODES.forbidden);
export const notFound = makeWithDefault(404, CODES.notFound);
export const conflict = make(409);
export const tooManyRequests = makeWithDefault(429, CODES.tooManyRequests);

/**
 * The one failure body: `{ok: false, message, code}` (code = HTTP status, as the spec says) plus `key`, the
 * message's catalogue code (and `params` of a template), so a client translates by key; `message` is the
 * English text rendered from the catalogue.
 */
export function failureBody(
  status: number,
  key: MessageKey,
  params?: TemplateParams,
  extra: Record<string, unknown> = {},
) {
  return {
    ok: false as const,
    message: renderMessage(key, params),
    code: status,
    key,
    ...(params && Object.keys(params).length ? { params } : {}),
    ...extra,
  };
}

/**
 * The code of a verdict a shared domain check returns as text (a zod issue of a domain schema, a
 * `validate…` function: both give catalogue texts, which the web also shows). Looked up by exact text
 * only there; a text outside the catalogue becomes `invalidRequest`, never sent as it came.
 */
export function verdictCode(text: string | undefined): { key: MessageKey; params?: TemplateParams } {
  const found = text ? codeForMessage(text) : null;
  return found ? { key: found.code, params: found.params } : { key: CODES.invalidRequest };
}

/** 400 for a shared domain check's verdict (see verdictCode). */
export function invalid(verdict: string | undefined): AppError {
  const { key: code, params } = verdictCode(verdict);
  return new AppError(400, code, ...((params ? [params] : []) as ParamsArg<MessageKey>));
}
