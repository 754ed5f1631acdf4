import type { PublishRequest, PublishState } from '../../../services/contracts/publish';

/** The server calls behind the designer's Publish button. */
export type PublishCalls = {
  load: (input: { botId: string }, signal: AbortSignal) => Promise<PublishState>;
  publish: (input: PublishRequest, signal: AbortSignal) => Promise<PublishState>;
};
