/**
 * A redirect address a sandbox's sign-in page accepts: one on the console's own address, never
 * elsewhere (a sandbox is no open redirect); null for anything else.
 */
export function consoleRedirect(publicUrl: string, redirectUri: string | undefined): URL | null {
  try {
    const url = new URL(redirectUri ?? '');
    return url.origin === new URL(publicUrl).origin ? url : null;
  } catch {
    return null;
  }
}
