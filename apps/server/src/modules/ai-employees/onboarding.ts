import { and, desc, eq, gte } from 'drizzle-orm';
import { AI_FIELD_MAX, CODES } from '@leadloop/domain';
import type { LoadFromCompany } from '@leadloop/domain/ai-employees/entities';
import { aiCompanyResearches } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { researchCompany } from '../ai/index.js';
import { lookupCompanyByName } from './company-lookup.js';

const DAY = 86_400_000;
/** A research of the same site this recent is reused: going back and forth in the onboarding costs nothing. */
const REUSE_MS = 7 * DAY;

/** Cut at a word to the wizard's field length (001 §9: 250). */
const fit = (text: string) => {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= AI_FIELD_MAX) return t;
  const cut = t.slice(0, AI_FIELD_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : cut.length)}…`;
};

/**
 * GET /employees/load_from_company (000 §2 onboarding: company-search → company-searching → company-overview):
 * the user's own company researched through the ai area's company research (its site read through the
 * guarded egress, summarised by the AI provider — offline without a key), proposed as the wizard's predefined
 * settings. Only what the research found is proposed; the rest is left for the user to fill. Without a
 * site the company is looked up by its name alone in the people directory (offline: the sandbox population).
 */
export async function loadFromCompany(
  ctx: AppContext,
  scope: WorkspaceScope,
  q: { company_name: string; host_name?: string; objective?: string },
): Promise<LoadFromCompany> {
  if (!q.host_name) {
    const found = await lookupCompanyByName(ctx, q.company_name);
    if (!found) throw notFound(CODES.aiCompanyNotFound);
    return proposal(found.name, found.domain ?? '', {
      source: 'directory',
      _id: null,
      summary: found.summary,
      points: found.points,
      offline: true,
    });
  }
  const hostName = q.host_name;
  const [recent] = await ctx.db
    .select()
    .from(aiCompanyResearches)
    .where(
      and(
        inSpace(aiCompanyResearches, scope),
        eq(aiCompanyResearches.userId, scope.userId!),
        eq(aiCompanyResearches.hostName, hostName),
        gte(aiCompanyResearches.createdAt, new Date(clock.nowMs() - REUSE_MS)),
      ),
    )
    .orderBy(desc(aiCompanyResearches.createdAt))
    .limit(1);
  const research = recent
    ? {
        _id: recent.id,
        summary: recent.summary,
        points: recent.points,
        offline: recent.provider === 'offline',
      }
    : await researchCompany(ctx, scope, {
        host_name: hostName,
        research_objective:
          q.objective?.trim() || `What ${q.company_name} sells, to whom, and which problem it solves.`,
      });
  return proposal(q.company_name, hostName, { source: 'research', ...research });
}

/** The overview and the wizard's predefined settings from what was found. */
function proposal(
  companyName: string,
  hostName: string,
  research: {
    source: LoadFromCompany['source'];
    _id: string | null;
    summary: string;
    points: string[];
    offline: boolean;
  },
): LoadFromCompany {
  const [first, second] = research.points;
  return {
    company_name: companyName,
    host_name: hostName,
    source: research.source,
    research_id: research._id,
    summary: research.summary,
    points: research.points,
    offline: research.offline,
    profile: { description: fit(`${companyName}: ${research.summary}`) },
    employee_settings: {
      objective: {
        problem: first ? fit(first) : '',
        solution: fit(research.summary),
        contact_reason: second ? fit(second) : '',
        language: 'english',
        tone: 'conversational',
      },
      cases: [],
      free_value: [],
      faq: [{ question: fit(`What does ${companyName} do?`), answer: fit(research.summary) }],
    },
  };
}
