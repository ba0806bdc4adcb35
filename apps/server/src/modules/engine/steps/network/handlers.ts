import { composeNetworkMessage } from '../../../tracking/index.js';
import type { StepOutcome } from '../../types.js';
import type { ActingStepHandler, StepRun } from '../handler.js';
import { done } from '../outcome.js';

/** The steps on the professional network: one network driver call each. */

// Views, follows, likes and endorsements are idempotent on the network: repeating them is harmless.
// Follows and likes carry the action's key all the same, so a retry returns the network's first one.
export const viewProfileHandler: ActingStepHandler = {
  type: 'view_profile',
  runs: 'act',
  sentAsClaimed: true,
  perform: async ({ deps, account, member }) => done(await deps.network.viewProfile(account, member)),
};

export const followHandler: ActingStepHandler = {
  type: 'follow',
  runs: 'act',
  sentAsClaimed: true,
  perform: async ({ deps, claim, account, member }) =>
    done(await deps.network.follow(account, member, { clientKey: claim.action.key })),
};

export const likeLastPostHandler: ActingStepHandler = {
  type: 'like_last_post',
  runs: 'act',
  perform: async ({ deps, claim, account, member }) => {
    const [post] = await deps.network.listPosts(account, member, 1);
    if (!post) return { kind: 'skipped', reason: 'no_posts' };
    return done(await deps.network.likePost(account, post.id, { clientKey: claim.action.key }));
  },
};

export const endorseSkillsHandler: ActingStepHandler = {
  type: 'endorse_skills',
  runs: 'act',
  sentAsClaimed: true,
  perform: async ({ deps, account, member }) => done(await deps.network.endorseSkills(account, member)),
};

const invitation: Omit<ActingStepHandler, 'type'> = {
  runs: 'act',
  sentAsClaimed: true,
  invites: true,
  async perform({ deps, claim, account, member, content }) {
    const r = await deps.network.sendInvitation(account, member, {
      note: content || null,
      clientKey: claim.action.key,
    });
    return { ...done(r, { note: content }), noteDropped: !r.noteSent && Boolean(content) };
  },
  async recover({ deps, claim, account, member }) {
    const state = await deps.network.getInvitationState(account, member);
    if (state.clientKey === claim.action.key && state.state !== 'none')
      return { kind: 'done', reason: 'request_already_sent', externalId: state.invitationId ?? undefined };
    return null;
  },
};
export const connectionRequestHandler: ActingStepHandler = { type: 'connection_request', ...invitation };
export const connectByEmailHandler: ActingStepHandler = { type: 'connect_by_email', ...invitation };

/** A message or an InMail: never into a conversation where the prospect already answered. */
async function sendMessage(run: StepRun, kind: 'message' | 'inmail'): Promise<StepOutcome> {
  const { deps, claim, account, member, subject } = run;
  const content = await composeNetworkMessage(deps.db, { ...run.tracking, text: run.content });
  const conversation = await deps.network.getConversationState(account, member);
  if (conversation.hasReply) return { kind: 'paused', reason: 'got_reply' };
  if (kind === 'inmail' && conversation.messages.length > 0)
    return { kind: 'paused', reason: 'inmail_with_existing_dialog' };
  const options = { clientKey: claim.action.key };
  const r =
    kind === 'message'
      ? await deps.network.sendMessage(account, member, content, options)
      : await deps.network.sendInMail(account, member, { subject, body: content }, options);
  return done(r, { text: content, subject });
}

const recoverMessage: ActingStepHandler['recover'] = async ({ deps, claim, account, member }) => {
  const conversation = await deps.network.getConversationState(account, member);
  const sent = conversation.messages.find(
    (m) => m.direction === 'outbound' && m.clientKey === claim.action.key,
  );
  return sent ? { kind: 'done', reason: 'message_exists', externalId: sent.id } : null;
};

export const messageHandler: ActingStepHandler = {
  type: 'message',
  runs: 'act',
  perform: (run) => sendMessage(run, 'message'),
  recover: recoverMessage,
};

export const inmailHandler: ActingStepHandler = {
  type: 'inmail',
  runs: 'act',
  perform: (run) => sendMessage(run, 'inmail'),
  recover: recoverMessage,
};
