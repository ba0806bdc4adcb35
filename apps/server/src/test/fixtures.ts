import type { FastifyInstance } from 'fastify';
import { apiClient } from './harness.js';

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;
export const PASSWORD = 'correct horse 1';

/** Signs a new user up through the API (anonymous token first, like the web app). */
export async function signUpUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const call = apiClient(app);
  const anon = await call('POST', '/api/auth/create_token', { body: {} });
  const email = (overrides.email as string) ?? uniqueEmail();
  const res = await call('POST', '/api/auth/sign_up', {
    token: anon.body.payload.token,
    body: { email, password: PASSWORD, first_name: 'Ada', last_name: 'Lovelace', ...overrides },
  });
  if (res.status !== 200) throw new Error(`sign_up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.payload.token as string, user: res.body.payload.user, email, password: PASSWORD };
}

/** A user with a workspace they admin. */
export async function userWithSpace(app: FastifyInstance, name = 'Acme') {
  const owner = await signUpUser(app);
  const res = await apiClient(app)('POST', '/api/space/create', { token: owner.token, body: { name } });
  if (res.status !== 200) throw new Error(`space/create failed: ${JSON.stringify(res.body)}`);
  return { ...owner, space: res.body.payload, spaceId: res.body.payload._id as string };
}

/** Adds a fresh member to a space through its join code. */
export async function addMemberByCode(app: FastifyInstance, admin: { token: string; spaceId: string }) {
  const call = apiClient(app);
  const codes = await call('GET', `/api/space/${admin.spaceId}/code_invites`, { token: admin.token });
  const member = await signUpUser(app);
  const joined = await call('POST', '/api/space/join', {
    token: member.token,
    body: { invite_code: codes.body.payload[0].code },
  });
  if (joined.status !== 200) throw new Error(`join failed: ${JSON.stringify(joined.body)}`);
  return member;
}

/** The last message's first link to an address, from the test hook. */
export async function lastMailLink(app: FastifyInstance, to: string, kind?: string): Promise<string> {
  const res = await apiClient(app)('GET', '/api/test/outbox', { query: { to } });
  const mail = (res.body.payload as { kind: string; links: string[] }[]).find(
    (m) => !kind || m.kind === kind,
  );
  if (!mail) throw new Error(`no ${kind ?? ''} mail to ${to}`);
  return mail.links[0]!;
}

export const queryParam = (link: string, name: string) => new URL(link).searchParams.get(name)!;

/** A valid 1×1 PNG. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d49484452000000010000000108060000001f15c4890000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082',
    'hex',
  ),
]);

/** A multipart body with one file field (what a browser's FormData sends). */
export function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = '----leadloop' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
