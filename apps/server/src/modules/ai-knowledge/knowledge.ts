import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import type { KnowledgeInputs, KnowledgeView, PassageView } from '@leadloop/domain/ai-knowledge/entities';
import type { Db } from '../../db/client.js';
import { aiKnowledgePassages } from '../../db/schema/index.js';
import { egressRequest, type EgressPolicy } from '../../lib/egress/index.js';
import { badRequest } from '../../lib/errors.js';
import { inSpace } from '../../lib/scope.js';
import { readHtml } from '../ai/index.js';
import { chunkText, passagesFromInputs, type PassageInput } from './chunk.js';
import { contentTokens, searchText } from './text.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Passage = PassageView;

const toView = (r: typeof aiKnowledgePassages.$inferSelect): Passage => ({
  _id: r.id,
  kind: r.kind as Passage['kind'],
  ref: r.ref,
  text: r.text,
});

async function insertPassages(db: Db | Tx, spaceId: string, employeeId: string, rows: PassageInput[]) {
  if (rows.length === 0) return;
  await db.insert(aiKnowledgePassages).values(
    rows.map((p) => ({
      spaceId,
      employeeId,
      kind: p.kind,
      ref: p.ref,
      text: p.text,
      searchText: searchText(p.text),
    })),
  );
}

/**
 * Re-indexes an employee's wizard fields and research (after the wizard saves): those passages replaced
 * in one transaction; the pages the user added are kept.
 */
export async function indexKnowledge(
  db: Db,
  spaceId: string,
  employeeId: string,
  inputs: KnowledgeInputs,
): Promise<KnowledgeView> {
  await db.transaction(async (tx) => {
    await tx
      .delete(aiKnowledgePassages)
      .where(
        and(
          inSpace(aiKnowledgePassages, spaceId),
          eq(aiKnowledgePassages.employeeId, employeeId),
          ne(aiKnowledgePassages.kind, 'document'),
        ),
      );
    await insertPassages(tx, spaceId, employeeId, passagesFromInputs(inputs));
  });
  return listKnowledge(db, spaceId, employeeId);
}

export async function listKnowledge(db: Db, spaceId: string, employeeId: string): Promise<KnowledgeView> {
  const rows = await db
    .select()
    .from(aiKnowledgePassages)
    .where(and(inSpace(aiKnowledgePassages, spaceId), eq(aiKnowledgePassages.employeeId, employeeId)))
    .orderBy(asc(aiKnowledgePassages.createdAt), asc(aiKnowledgePassages.ref));
  return { employee_id: employeeId, passages: rows.map(toView) };
}

const DOC_TIMEOUT_MS = 8_000;
const DOC_MAX_BYTES = 512 * 1024;

/**
 * A page the user adds: fetched through the guarded egress (host and redirects vetted, connection pinned,
 * 8 s, 512 KB, HTML or text only), its visible text chunked; a page added again replaces its passages.
 */
export async function addDocument(
  db: Db,
  policy: EgressPolicy,
  args: { spaceId: string; employeeId: string; url: string },
): Promise<KnowledgeView> {
  const response = await egressRequest(args.url, policy, {
    headers: { 'user-agent': 'Leadloop-Knowledge/1.0', accept: 'text/html,text/plain' },
    timeoutMs: DOC_TIMEOUT_MS,
    maxBytes: DOC_MAX_BYTES,
    maxRedirects: 3,
  }).catch(() => null);
  const type = String(response?.headers['content-type'] ?? '');
  if (!response || response.status < 200 || response.status >= 300 || !/text\/(html|plain)/.test(type))
    throw badRequest(CODES.aiSiteUnreachable);
  const body = response.body.toString('utf8');
  const text = type.includes('html') ? readHtml(response.url, body).text : body;
  const chunks = chunkText('document', args.url, text);
  if (chunks.length === 0) throw badRequest(CODES.aiSiteUnreachable);
  await db.transaction(async (tx) => {
    await tx
      .delete(aiKnowledgePassages)
      .where(
        and(
          inSpace(aiKnowledgePassages, args.spaceId),
          eq(aiKnowledgePassages.employeeId, args.employeeId),
          eq(aiKnowledgePassages.ref, args.url),
        ),
      );
    await insertPassages(tx, args.spaceId, args.employeeId, chunks);
  });
  return listKnowledge(db, args.spaceId, args.employeeId);
}

/**
 * Full-text search of one employee's passages (PostgreSQL/PGlite tsvector, 'simple' configuration over
 * the folded, stemmed words): any content word of the query may match; ranked by ts_rank_cd.
 */
export async function searchPassages(
  db: Db,
  args: { spaceId: string; employeeId: string; query: string; limit?: number },
): Promise<Passage[]> {
  const words = [...new Set(contentTokens(args.query).map((w) => w.replace(/[^a-z0-9]/g, '')))].filter(
    Boolean,
  );
  if (words.length === 0) return [];
  const query = words.join(' | ');
  const rows = await db
    .select()
    .from(aiKnowledgePassages)
    .where(
      and(
        inSpace(aiKnowledgePassages, args.spaceId),
        eq(aiKnowledgePassages.employeeId, args.employeeId),
        sql`${aiKnowledgePassages.search} @@ to_tsquery('simple', ${query})`,
      ),
    )
    .orderBy(sql`ts_rank_cd(${aiKnowledgePassages.search}, to_tsquery('simple', ${query})) desc`)
    .limit(args.limit ?? 5);
  return rows.map(toView);
}
