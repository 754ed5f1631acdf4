/** What the snippet's tag tells the messenger: the server it came from and its data- attributes. */
export type ScriptOptions = { origin: string; channelId: string; language: string | null; fullScreen: boolean; openAtOnce: boolean };

/**
 * The options of the messenger's own script tag (null when it has no data-channel-id). The
 * API is on the server the script was loaded from, whatever page embeds it.
 */
export function scriptOptions(script: Pick<HTMLScriptElement, 'src' | 'dataset'> | null): ScriptOptions | null {
  const channelId = script?.dataset['channelId']?.trim();
  if (!script || !channelId) return null;
  let origin: string;
  try {
    origin = new URL(script.src).origin;
  } catch {
    return null;
  }
  return {
    origin,
    channelId,
    language: script.dataset['language'] ?? null,
    fullScreen: script.dataset['fullScreen'] === 'true',
    openAtOnce: script.dataset['open'] === 'true' || script.dataset['fullScreen'] === 'true',
  };
}
