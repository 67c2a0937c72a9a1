import { createOfflineProvider } from '../grading/offline.js';
import type { GradingProvider } from '../grading/types.js';
import { chatConfigFromEnv } from './chat.js';
import { createOpenAiProvider } from './openai.js';

/**
 * Picks the marker from the environment: GRADER_PROVIDER=offline (the default) or openai. The OpenAI-compatible
 * provider is used when GRADER_PROVIDER=openai, or when OPENAI_BASE_URL/AZURE_OPENAI_ENDPOINT and a model are set.
 */
export function createProvider(env: Record<string, string | undefined> = process.env): GradingProvider {
  const choice = (env.GRADER_PROVIDER ?? '').toLowerCase();
  if (choice === 'offline') return createOfflineProvider();
  const config = chatConfigFromEnv(env);
  if (choice === 'openai' && !config) throw new Error('GRADER_PROVIDER=openai needs OPENAI_MODEL and OPENAI_BASE_URL or OPENAI_API_KEY (or the AZURE_OPENAI_* settings).');
  return config ? createOpenAiProvider(config) : createOfflineProvider();
}
