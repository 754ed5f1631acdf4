import { useConsoleActors } from '../../../app/ConsoleActorsContext';

export type { PublishCalls } from '../../../app/actors/publishCalls';

/** The Publish button's calls, from the console's actors (tests give their own). */
export const usePublishCalls = () => useConsoleActors().publish;
