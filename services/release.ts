import type { KyInstance } from 'ky';
import { RELEASE_FILE, releaseFile, type ReleaseFile } from './contracts/release';
import { restRead } from './designerData/rest';
import { http } from './http';

type Call = { signal?: AbortSignal };

/**
 * The release the server serves now (services/contracts/release.ts): release.json, never from
 * the browser's cache. The page shows every failure itself. Failures are thrown as ApiFailure.
 */
export function createReleaseCalls(client: KyInstance = http) {
  return {
    availableRelease: (_input: Record<string, never> = {}, { signal }: Call = {}): Promise<ReleaseFile> =>
      restRead(client, RELEASE_FILE, releaseFile, { noCache: true, stayOnPage: true, ...(signal ? { signal } : {}) }),
  };
}
