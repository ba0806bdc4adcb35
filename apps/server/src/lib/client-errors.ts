import { CODES, type MessageKey } from '@leadloop/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { failureBody } from './errors.js';

/**
 * Errors Node's HTTP parser answers before Fastify sees a request (a URL or headers over 16 kB, a broken
 * request line, a stalled request) and those the router answers before any route (a URL that is not
 * valid percent-encoding, a path parameter too long): written in the envelope like every other answer.
 */
const PARSER_ERRORS: Record<string, [number, MessageKey]> = {
  HPE_HEADER_OVERFLOW: [431, CODES.requestHeadersTooLarge],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, CODES.tooLongRequest],
  ERR_HTTP_REQUEST_TIMEOUT: [408, CODES.requestTimedOut],
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
};

/** Fastify's `clientErrorHandler`: the http server's 'clientError' event. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer (as Node and Fastify do).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code] = PARSER_ERRORS[error.code ?? ''] ?? [400, CODES.invalidRequest];
  const body = JSON.stringify(failureBody(status, code));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/** Fastify's `frameworkErrors`: FST_ERR_BAD_URL (400) and FST_ERR_MAX_PARAM_LENGTH (414). */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  const code = status === 414 ? CODES.requestHeadersTooLarge : CODES.invalidRequest;
  return reply.status(status).send(failureBody(status, code));
}
