import type { Config } from '../../config.js';
import { egressFetch } from '../../lib/egress/index.js';
import { createAi, OpenAiCompatible, type AiProvider } from '../../providers/ai/index.js';

export interface EvalModel {
  ai: AiProvider;
  /** A real model answers (not the offline provider). */
  real: boolean;
  /** How the drafts are written, as the eval prints it. */
  method: string;
}

const OPENAI_API = 'https://api.openai.com/v1';
/** An answer larger than this is cut (a draft is a few sentences of JSON). */
const MAX_ANSWER_BYTES = 2_000_000;

/**
 * The model `eval:ai-grounding` measures. With OPENAI_API_KEY set: the real model — the OpenAI provider
 * (official SDK) at OPENAI_BASE_URL (default OpenAI's API), model AI_MODEL (default gpt-4o-mini) — every
 * request through the guarded egress (EGRESS_ALLOW_HOSTS applies, as to any call the server makes on a
 * tenant's behalf). Without it: the configured provider (AI_PROVIDER; offline by default).
 */
export function evalModel(env: Record<string, string | undefined>, config: Config): EvalModel {
  const key = env.OPENAI_API_KEY?.trim();
  if (!key) {
    const ai = createAi(config);
    return {
      ai,
      real: !ai.offline,
      method: ai.offline
        ? 'offline provider: retrieval and frames, no model (set OPENAI_API_KEY to measure a real model)'
        : `configured provider ${ai.name}: ${config.aiModel} at ${new URL(config.aiBaseUrl).host}`,
    };
  }
  const baseURL = env.OPENAI_BASE_URL?.trim() || OPENAI_API;
  const ai = new OpenAiCompatible({
    baseURL,
    apiKey: key,
    model: config.aiModel,
    timeoutMs: config.aiTimeoutMs,
    fetch: egressFetch(config.egress, { timeoutMs: config.aiTimeoutMs, maxBytes: MAX_ANSWER_BYTES }),
  });
  return {
    ai,
    real: true,
    method:
      `real model: ${config.aiModel} at ${new URL(baseURL).host} (OPENAI_API_KEY set), called through the ` +
      'official OpenAI SDK with every request through the guarded egress; it writes from the retrieved passages ' +
      'and names the passage of each sentence, then the same gate removes what its passage does not support',
  };
}
