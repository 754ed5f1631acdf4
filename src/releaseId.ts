declare const __RELEASE_ID__: string | undefined;

/**
 * The id of the running release (spec 2.2): VITE_RELEASE_ID when the deployment sets
 * one, else the id vite.config.ts defines at build time (package version + build time).
 */
export function currentReleaseId(): string {
  const fromEnv = import.meta.env['VITE_RELEASE_ID'] as string | undefined;
  if (fromEnv) return fromEnv;
  return typeof __RELEASE_ID__ === 'string' ? __RELEASE_ID__ : 'development';
}
