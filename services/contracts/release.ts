import { z } from 'zod';

/**
 * The release file (docs/pages.md, /updateVersion): every build writes release.json next to
 * index.html with the id of the release it is (the id src/releaseId.ts reports in that build).
 * The console reads it to learn whether a newer release than the running one is served.
 */
export const RELEASE_FILE = '/release.json';

export const releaseFile = z.object({ releaseId: z.string().min(1) });
export type ReleaseFile = z.infer<typeof releaseFile>;
