import type { ConsoleActors } from '../../ui/app/consoleActors';
import { lazyCalls, once } from './lazily';

// The release check's module loads with the page's first call.
const release = once(async () => (await import('../../services/release')).createReleaseCalls());

/** The release check's actors: the release file the server serves. */
export const releaseActors: Pick<ConsoleActors, 'release'> = {
  release: lazyCalls(release, ['availableRelease']),
};
