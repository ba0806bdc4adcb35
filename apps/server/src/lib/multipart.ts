import { CODES } from '@leadloop/domain';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { AppError } from './errors.js';

/**
 * multipart/form-data bodies become plain objects before validation, like JSON and urlencoded ones, so
 * one zod schema validates all three. A file field arrives as `{filename, mimetype, data: Buffer}`;
 * a repeated field becomes an array. Any parse failure (truncated or garbled body, limits) is a 4xx.
 */
export async function registerMultipart(
  app: FastifyInstance,
  limits: { fileSize: number; fieldSize: number },
): Promise<void> {
  await app.register(multipart, { limits: { ...limits, files: 5, fields: 50 } });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const body: Record<string, unknown> = Object.create(null);
    const put = (name: string, value: unknown) => {
      if (name === '__proto__' || name === 'constructor' || name === 'prototype') return;
      const existing = body[name];
      body[name] =
        existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    };
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          put(part.fieldname, {
            filename: part.filename,
            mimetype: part.mimetype,
            data: await part.toBuffer(),
          });
        } else {
          put(part.fieldname, part.value);
        }
      }
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 413) throw new AppError(413, CODES.tooLongRequest);
      throw new AppError(status && status >= 400 && status < 500 ? status : 400, CODES.invalidMultipart);
    }
    request.body = { ...body };
  });
}
