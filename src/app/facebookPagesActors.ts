import type { FacebookPagesActors } from '../../ui/channels/forms/pagesActors';
import { lazily } from './lazily';

const pages = async () => (await import('../../services/facebookPages')).facebookPages;
const login = () => import('../../services/facebookLogin');

/** The Facebook login popup is 600 px wide (spec 02 section 2). */
const POPUP_FEATURES = 'popup=yes,width=600,height=680';

/**
 * The Facebook and Instagram forms' calls (services/facebookPages.ts, services/facebookLogin.ts),
 * loaded at their first use. The login popup is opened at once, with the person's click, before
 * anything loads: a popup opened later may be blocked.
 */
export const facebookPagesActors: FacebookPagesActors = {
  logInWithFacebook: (input, signal) => {
    const popup = window.open('about:blank', 'facebook-login', POPUP_FEATURES);
    return login().then((module) => module.logInWithFacebook(popup, input, signal ? { signal } : {}));
  },
  loadFacebookPages: lazily(
    pages,
    (p) => (input: { companyId: string; accessToken: string; after: string | null }, signal?: AbortSignal) => p.pages(input.companyId, input.accessToken, input.after, signal),
  ),
  loadSecondaryReceivers: lazily(pages, (p) => (input: { channelId: string }, signal?: AbortSignal) => p.receivers(input.channelId, signal)),
  saveHandover: lazily(
    pages,
    (p) => (input: { channelId: string; fbSecondaryReceiverID: string; fbSecondaryReceiverName: string }, signal?: AbortSignal) =>
      p.saveHandover(input.channelId, { fbSecondaryReceiverID: input.fbSecondaryReceiverID, fbSecondaryReceiverName: input.fbSecondaryReceiverName }, signal),
  ),
  reconnectFacebook: lazily(pages, (p) => (input: { channelId: string; token: string }, signal?: AbortSignal) => p.reconnect(input.channelId, input.token, signal)),
};
