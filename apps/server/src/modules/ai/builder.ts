import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  AI_CREDIT_COSTS,
  BUILDER_TEXT_STEPS,
  PERSONALITY_TYPES,
  type BuilderSequenceAnswer,
  type BuilderStepAnswer,
  type BuilderTextStep,
  type PersonalityAnswer,
  CODES,
} from '@leadloop/domain';
import { credentials, prospects } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { runAi } from './run.js';

const stepAnswer = z.object({
  subject: z.string().trim().max(200).nullable().optional(),
  text: z.string().trim().min(1).max(5000),
});
const sequenceAnswer = z.object({
  steps: z
    .array(
      z.object({
        type: z.enum(BUILDER_TEXT_STEPS),
        delay_days: z.number().int().min(0).max(365),
        subject: z.string().trim().max(200).nullable().optional(),
        content: z.string().trim().min(1).max(5000),
      }),
    )
    .min(1)
    .max(10),
});
const personalityAnswer = z.object({
  type: z.enum(PERSONALITY_TYPES),
  evidence: z.array(z.string().max(100)).max(20),
});

const PLACEHOLDERS_NOTE =
  'Use only these placeholders for facts about the person: {first_name}, {company}, {position}, {ai:icebreaker}. Never invent facts.';

/** The builder assistant writes a step's text from a goal, or improves the text written (1 credit 'ai_assistant_in_campaigns'). */
export async function assistStep(
  ctx: AppContext,
  scope: WorkspaceScope,
  body: { type: BuilderTextStep; mode: 'write' | 'improve'; goal?: string; text?: string },
): Promise<BuilderStepAnswer> {
  const { value, promptId, balance, provider } = await runAi(ctx, {
    scope,
    kind: 'builder_step',
    category: 'ai_assistant_in_campaigns',
    cost: AI_CREDIT_COSTS.ai_assistant_in_campaigns,
    preview: `${body.mode} ${body.type}: ${body.mode === 'improve' ? (body.text ?? '') : (body.goal ?? '')}`,
    work: (ai) =>
      ai.generate({
        task: 'builder_step',
        instructions: `${body.mode === 'improve' ? 'Improve this campaign step text: clearer, shorter, one question at the end; keep its meaning and placeholders.' : 'Write the text of a campaign step for this goal.'} Step type: ${body.type}. ${PLACEHOLDERS_NOTE} Answer {"subject": <string or null>, "text": <string>}.`,
        input: { type: body.type, mode: body.mode, goal: body.goal ?? '', text: body.text ?? '' },
        schema: stepAnswer,
      }),
    show: (v) => v.text,
  });
  return {
    prompt_id: promptId,
    subject: value.subject ?? null,
    text: value.text,
    provider: provider.name,
    offline: provider.offline,
    balance,
  };
}

/** A whole sequence from a goal (1 credit 'ai_assistant_in_campaigns'). */
export async function assistSequence(
  ctx: AppContext,
  scope: WorkspaceScope,
  body: { goal: string; channel?: 'network' | 'email' },
): Promise<BuilderSequenceAnswer> {
  const channel = body.channel ?? 'network';
  const { value, promptId, balance, provider } = await runAi(ctx, {
    scope,
    kind: 'builder_sequence',
    category: 'ai_assistant_in_campaigns',
    cost: AI_CREDIT_COSTS.ai_assistant_in_campaigns,
    preview: `${channel}: ${body.goal}`,
    work: (ai) =>
      ai.generate({
        task: 'builder_sequence',
        instructions: `Write a ${channel === 'email' ? 'three-email' : 'connection request then two messages'} outreach sequence for this goal. ${PLACEHOLDERS_NOTE} Answer {"steps": [{"type", "delay_days", "subject", "content"}]}.`,
        input: { goal: body.goal, channel },
        schema: sequenceAnswer,
      }),
    show: (v) => v.steps.map((s) => s.content).join('\n---\n'),
  });
  return {
    prompt_id: promptId,
    steps: value.steps.map((s) => ({ ...s, subject: s.subject ?? null })),
    provider: provider.name,
    offline: provider.offline,
    balance,
  };
}

/**
 * ai_powered_personality_type: the prospect's communication style from their profile text (headline,
 * position, skills as the network shows them, else the fields we hold). 1 credit 'personality_type'.
 */
export async function personalityType(
  ctx: AppContext,
  scope: WorkspaceScope,
  profileId: string,
): Promise<PersonalityAnswer> {
  const [p] = await ctx.db
    .select()
    .from(prospects)
    .where(and(eq(prospects.id, profileId), inSpace(prospects, scope)));
  if (!p) throw notFound(CODES.notFound);
  const profileText = await profileTextOf(ctx, scope, p);
  const { value, promptId, balance, provider } = await runAi(ctx, {
    scope,
    kind: 'personality_type',
    category: 'personality_type',
    cost: AI_CREDIT_COSTS.personality_type,
    preview: `${p.fullName || p.firstName}: ${profileText.slice(0, 150)}`,
    work: (ai) =>
      ai.generate({
        task: 'personality_type',
        instructions: `From this profile text only, pick the person's communication style: ${PERSONALITY_TYPES.join(', ')}. List the profile words that show it. Answer {"type", "evidence": [..]}.`,
        input: { profile_text: profileText },
        schema: personalityAnswer,
      }),
    show: (v) => `${v.type}: ${v.evidence.join(', ')}`,
  });
  return {
    prompt_id: promptId,
    type: value.type,
    evidence: value.evidence,
    provider: provider.name,
    offline: provider.offline,
    balance,
  };
}

async function profileTextOf(
  ctx: AppContext,
  scope: WorkspaceScope,
  p: typeof prospects.$inferSelect,
): Promise<string> {
  const own = [p.position, p.company, ...Object.values(p.customFields ?? {})].filter(Boolean).join('. ');
  const credentialId = p.credentialIds[0];
  if (!credentialId) return own;
  const [account] = await ctx.db
    .select({ id: credentials.id, username: credentials.username })
    .from(credentials)
    .where(and(eq(credentials.id, credentialId), inSpace(credentials, scope)));
  if (!account) return own;
  try {
    const profile = await ctx.network.fetchProfile(
      { credentialId: account.id, username: account.username },
      p.networkId ?? p.profileLink,
    );
    return [profile.headline, profile.title, profile.industry, profile.skills.join(', '), own]
      .filter(Boolean)
      .join('. ');
  } catch {
    return own; // the network is unreachable: the fields we hold
  }
}
