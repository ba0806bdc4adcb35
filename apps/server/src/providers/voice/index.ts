import type { Db } from '../../db/client.js';
import { createSandboxVoice } from './sandbox.js';
import type { VoiceProvider } from './voice.js';

export * from './voice.js';
export { createSandboxVoice, sandboxDropStatus, SANDBOX_VOICE_RATES } from './sandbox.js';

const providers = new WeakMap<object, VoiceProvider>();

/** The voice provider for a database (the sandbox; a real carrier would be chosen here by configuration). */
export function voiceFor(db: Db): VoiceProvider {
  let provider = providers.get(db);
  if (!provider) {
    provider = createSandboxVoice(db);
    providers.set(db, provider);
  }
  return provider;
}
