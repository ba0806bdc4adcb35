import { defineProvider } from '../manifest.js';

/** Any OpenAI-compatible chat API (AI_PROVIDER=openai). */
export const openai = defineProvider({
  kind: 'ai',
  name: 'openai',
  label: 'OpenAI-compatible API',
  configures: ['AI_PROVIDER', 'AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'],
  modes: ['real'],
});
