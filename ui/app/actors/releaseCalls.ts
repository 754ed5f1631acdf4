import type { ReleaseFile } from '../../../services/contracts/release';

type Through = { signal?: AbortSignal };

/** The release the server serves now (release.json), compared on /updateVersion with the running one. */
export type ReleaseCalls = {
  availableRelease(input?: Record<string, never>, options?: Through): Promise<ReleaseFile>;
};
