import type { AppDeps } from '../../deps';
import type { AiConnectionRef, AiProvider } from './provider';
import { sandboxAiProvider } from './sandboxAdapter';

export type { AiConnectionRef, AiProvider } from './provider';

/**
 * The provider that serves an AI connection. Adapters for the real services (LUIS, CLU,
 * Dialogflow, Azure OpenAI) are not written yet, so every connection, whatever its type or
 * stored key, is served by the sandbox on the console's database.
 */
export function aiProviderFor(deps: Pick<AppDeps, 'db' | 'clock'>, _connection: AiConnectionRef): AiProvider {
  return sandboxAiProvider(deps.db, deps.clock);
}
