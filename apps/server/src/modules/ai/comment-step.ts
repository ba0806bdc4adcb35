import type { AiCommenter } from '../../providers/ai/index.js';
import type { ActingStepHandler, StepRun } from '../engine/index.js';

/** The posts looked at: the latest is commented; a recovering claim looks for its comment on these. */
const RECENT_POSTS = 3;

/**
 * A campaign's ai_comment step (issue 19 §3), registered with the engine by this area (modules/steps.ts): reads the prospect's recent posts through the network driver,
 * asks this area's comment writer (comment.ts) for a short comment on the latest one, and posts it.
 * Exactly once: the comment is written once per prospect and step (the AI area keeps it, so a retry posts
 * the same words), it is posted with the step's client key, and a claim recovering from a crash first looks
 * for a comment with that key on the network. A generation that times out or fails posts nothing (retry).
 */
export const aiCommentHandler = (write: AiCommenter): ActingStepHandler => ({
  type: 'ai_comment',
  runs: 'act',
  perform: (run) => performAiComment(write, run),
});

async function performAiComment(
  write: AiCommenter,
  { deps, claim }: StepRun,
): ReturnType<ActingStepHandler['perform']> {
  const account = { credentialId: claim.account.id, username: claim.account.username };
  const member = claim.prospect.networkId ?? claim.prospect.profileLink;
  const posts = await deps.network.listPosts(account, member, RECENT_POSTS);
  if (claim.action.recovering)
    for (const post of posts) {
      const state = await deps.network.getCommentState(account, post.id);
      const sent = state.comments.find((c) => c.clientKey === claim.action.key);
      if (sent)
        return {
          kind: 'done',
          reason: 'message_exists',
          externalId: sent.id,
          payload: { post_id: post.id, text: sent.text },
        };
    }
  const post = posts[0];
  if (!post) return { kind: 'skipped', reason: 'no_posts' };
  const p = claim.prospect;
  const written = await write({
    spaceId: claim.cp.spaceId,
    campaignProspectId: claim.cp.id,
    nodeId: claim.node.id,
    prospect: { first_name: p.firstName, last_name: p.lastName, company: p.company, position: p.position },
    post: { id: post.id, text: post.text },
  });
  if (written.kind === 'skip') return { kind: 'skipped', reason: 'no_comments' };
  if (written.kind === 'retry')
    return {
      kind: 'retry',
      reason: written.reason,
      retryAt: written.retryAt ?? new Date(deps.now().getTime() + 10 * 60_000),
    };
  const r = await deps.network.commentOnPost(account, post.id, written.text, { clientKey: claim.action.key });
  return { kind: 'done', externalId: r.id, payload: { post_id: post.id, text: written.text } };
}
