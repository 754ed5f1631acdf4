import { expect } from 'vitest';
import { AiProviderError } from '../../server/providers/ai/provider';

/** What an AI provider's refusal tells its caller: its kind and its text for people. Fails the test when the work succeeds or fails otherwise. */
export async function providerRefusal(work: Promise<unknown>): Promise<{ kind: AiProviderError['kind']; message: string }> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiProviderError);
  const { kind, message } = error as AiProviderError;
  return { kind, message };
}
