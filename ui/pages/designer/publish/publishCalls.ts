import { createContext, useContext } from 'react';
import type { PublishRequest, PublishState } from '../../../../services/contracts/publish';
import { fetchPublishState, publishVersion } from '../../../../services/publish';

/** The server calls behind the Publish button (tests give fakes through PublishCallsContext). */
export type PublishCalls = {
  load: (input: { botId: string }, signal: AbortSignal) => Promise<PublishState>;
  publish: (input: PublishRequest, signal: AbortSignal) => Promise<PublishState>;
};

export const consolePublishCalls: PublishCalls = {
  load: (input, signal) => fetchPublishState(input, { signal }),
  publish: (input, signal) => publishVersion(input, { signal }),
};

export const PublishCallsContext = createContext<PublishCalls>(consolePublishCalls);

export const usePublishCalls = () => useContext(PublishCallsContext);
