import { ConversationNotFound, TurnConflict } from '../conversations/conversationService';
import { VersionNotRunnable } from '../conversations/machineCache';
import { HttpError } from '../http/errors';

/** The conversation service's refusals as HTTP answers; anything else stays a 500. */
export function runtimeHttpError(error: unknown): unknown {
  if (error instanceof ConversationNotFound) return new HttpError(404, error.message);
  if (error instanceof VersionNotRunnable || error instanceof TurnConflict) return new HttpError(409, error.message);
  return error;
}

export async function answering<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw runtimeHttpError(error);
  }
}
