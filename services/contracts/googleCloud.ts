// What a Google Cloud consent popup (project, service key) fails with, as the wizard reads it.

export type GoogleCloudFailure = { kind: 'popupBlocked' } | { kind: 'popupClosed' } | { kind: 'timeout' } | { kind: 'failed'; message?: string };

export function isGoogleCloudFailure(error: unknown): error is GoogleCloudFailure {
  if (typeof error !== 'object' || error === null) return false;
  const kind = (error as { kind?: unknown }).kind;
  return kind === 'popupBlocked' || kind === 'popupClosed' || kind === 'timeout' || kind === 'failed';
}
