import type { Config } from '../../config.js';
import { OfflineAi } from './offline.js';
import { OpenAiCompatible } from './openai.js';
import type { AiProvider } from './provider.js';

export * from './provider.js';
export { OfflineAi } from './offline.js';
export { OpenAiCompatible } from './openai.js';
export { ReplyClassifier, readLabelled, replyClassifier, TRAIN_FILE, HOLDOUT_FILE } from './classifier.js';
export { detectLang } from './templates.js';

const providers = new WeakMap<object, AiProvider>();

/**
 * The AI provider of an app context: `ctx.ai` when set (tests), else the one the configuration names —
 * AI_PROVIDER=openai with AI_BASE_URL, AI_API_KEY, AI_MODEL — or the built-in offline provider (default).
 */
export function aiFor(ctx: { config: Config; ai?: AiProvider }): AiProvider {
  if (ctx.ai) return ctx.ai;
  let provider = providers.get(ctx);
  if (!provider) {
    const c = ctx.config;
    provider =
      c.aiProvider === 'openai'
        ? new OpenAiCompatible({
            baseURL: c.aiBaseUrl,
            apiKey: c.aiApiKey ?? '',
            model: c.aiModel,
            timeoutMs: c.aiTimeoutMs,
          })
        : new OfflineAi();
    providers.set(ctx, provider);
  }
  return provider;
}
