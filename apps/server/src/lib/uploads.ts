import { CODES } from '@leadloop/domain';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { badRequest, notFound } from './errors.js';
import { randomToken } from './ids.js';

/** A file as @fastify/multipart hands it to a route (see app.ts). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Accepts what multipart gives for a file field; anything else (a plain string, a number) is refused. */
export const uploadedFileSchema = z.custom<UploadedFile>(
  (value) =>
    !!value &&
    typeof value === 'object' &&
    Buffer.isBuffer((value as UploadedFile).data) &&
    typeof (value as UploadedFile).filename === 'string',
  { error: MESSAGES.noFileProvided },
);

const IMAGE_SIGNATURES: { ext: string; type: string; test: (b: Buffer) => boolean }[] = [
  {
    ext: 'png',
    type: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { ext: 'jpg', type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: 'gif',
    type: 'image/gif',
    test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    ext: 'webp',
    type: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

const CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  IMAGE_SIGNATURES.map((s) => [s.ext, s.type]),
);

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/**
 * Stores an image under DATA_DIR/uploads after checking its real type by its first bytes (the name and
 * the declared type are not trusted) and its size. Returns the public path `/api/uploads/<file>`.
 */
export async function saveImage(
  dataDir: string,
  file: UploadedFile,
  maxBytes = IMAGE_MAX_BYTES,
): Promise<string> {
  if (!file.data.length) throw badRequest(CODES.noFileProvided);
  if (file.data.length > maxBytes) throw badRequest(CODES.fileTooLarge);
  const kind = IMAGE_SIGNATURES.find((s) => s.test(file.data));
  if (!kind) throw badRequest(CODES.imageTypeNotAllowed);
  const name = `${randomToken(18)}.${kind.ext}`;
  const dir = uploadsDir(dataDir);
  await fs.promises.mkdir(dir, { recursive: true });
  await fs.promises.writeFile(path.join(dir, name), file.data);
  return `/api/uploads/${name}`;
}

const FILE_NAME = /^[A-Za-z0-9_-]{10,64}\.(png|jpg|gif|webp)$/;

/** GET /api/uploads/<file>: public, immutable (names are random), served with the checked type. */
export async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/uploads/:file',
    { config: { auth: 'public' }, schema: { params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      const match = FILE_NAME.exec(file);
      if (!match) throw notFound();
      const full = path.join(uploadsDir(app.ctx.config.dataDir), file);
      const data = await fs.promises.readFile(full).catch(() => null);
      if (!data) throw notFound();
      return reply
        .type(CONTENT_TYPES[match[1]!]!)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(data);
    },
  );
}
