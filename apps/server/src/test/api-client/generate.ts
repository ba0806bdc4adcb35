import openapiTS, { astToString } from 'openapi-typescript';

/** Where the generated types are committed (relative to this folder). */
export const TYPES_FILE = 'leadloop-api.d.ts';

/**
 * The client's types from the document at /api/docs, without the test hooks (/api/test/*, mounted only
 * in tests). Deterministic: the same document gives the same text.
 */
export async function generateClientTypes(doc: { paths: Record<string, unknown> }): Promise<string> {
  const paths = Object.fromEntries(
    Object.entries(doc.paths).filter(([path]) => !path.startsWith('/api/test/')),
  );
  const header =
    '// Generated from /api/docs by openapi-typescript (apps/server/src/test/api-client/generate.ts).\n' +
    '// Do not edit: `npx vitest run apps/server/src/lib/openapi.test.ts -u` writes it again.\n';
  const input = structuredClone({ ...doc, paths }) as Parameters<typeof openapiTS>[0];
  return header + astToString(await openapiTS(input, { silent: true }));
}
