import type { Config } from '../../config.js';
import { OfflineAi } from './offline.js';
import { OpenAiCompatible } from './openai.js';
import type { AiProvider } from './provider.js';

export * from './provider.js';
export { OfflineAi } from './offline.js';
export { OpenAiCompatible } from './openai.js';
export { readLabelled, readSet, leakedReplies, setFile, type LabelledReply } from './reply-data.js';
export { replyBody } from './reply-text.js';
export { detectReplyLanguage } from './reply-language.js';
export { detectLang } from './templates.js';

/**
 * The AI provider the configuration names — AI_PROVIDER=openai with AI_BASE_URL, AI_API_KEY, AI_MODEL — or
 * the built-in offline provider (default). Built once, by the composition root.
 */
export function createAi(c: Config): AiProvider {
  return AI_PROVIDERS[c.aiProvider](c);
}

/** The AI providers, registered by their manifests' names (domain providers/<name>). */
export const AI_PROVIDERS: Record<Config['aiProvider'], (c: Config) => AiProvider> = {
  offline: () => new OfflineAi(),
  openai: (c) =>
    new OpenAiCompatible({
      baseURL: c.aiBaseUrl,
      apiKey: c.aiApiKey ?? '',
      model: c.aiModel,
      timeoutMs: c.aiTimeoutMs,
    }),
};
