import { useEffect } from 'react';
import { WEB_MESSENGER_SCRIPT_PATH } from '../../../services/contracts/channels/webMessengerSnippet';

type Props = { channelId: string; language: string; fullScreen: boolean };

/**
 * A visitor's page of a channel: the embeddable web messenger itself, loaded as any site
 * loads it (its script tag), open at once; full screen as a native app preview.
 */
export function EmbeddedMessenger({ channelId, language, fullScreen }: Props) {
  useEffect(() => {
    const script = document.createElement('script');
    script.src = WEB_MESSENGER_SCRIPT_PATH;
    script.async = true;
    script.dataset['channelId'] = channelId;
    script.dataset['language'] = language;
    script.dataset['open'] = 'true';
    if (fullScreen) script.dataset['fullScreen'] = 'true';
    document.body.append(script);
    return () => {
      script.remove();
      document.querySelectorAll(`[data-web-messenger="${CSS.escape(channelId)}"]`).forEach((host) => host.remove());
    };
  }, [channelId, language, fullScreen]);
  return null;
}
