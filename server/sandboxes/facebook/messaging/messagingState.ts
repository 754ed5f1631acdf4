import type { FacebookPlatform, FacebookSandboxEntry } from '../../../../services/contracts/rest/facebookMessagingSandbox';
import { AGENT_DESK, PAGE_INBOX, SANDBOX_APP_ID, SANDBOX_APP_NAME, type SandboxApp, type SandboxPage } from '../sandboxWorld';

/**
 * What the messaging part of the Facebook sandbox remembers, in memory, as Meta would: the pages
 * subscribed to the app (subscribed_apps) and the app's webhook per object (subscriptions), each
 * chat between a Messenger or Instagram user and a page (both sides, shown on the phone page)
 * with the app that owns its thread (handover protocol), and the faults a test asked for.
 */
export type AppSubscription = { callbackUrl: string; fields: string[] };
export type Fault = { status?: 429 | 500; times: number; delayMs: number };

export type SandboxChat = {
  page: SandboxPage;
  platform: FacebookPlatform;
  userId: string;
  name: string;
  /** The app that owns the thread: the product's app, or a handover receiver it passed the thread to. */
  owner: SandboxApp;
  entries: FacebookSandboxEntry[];
};

export type MessagingState = {
  subscribedPages: Map<string, string[]>;
  appSubscriptions: Map<'page' | 'instagram', AppSubscription>;
  chats: Map<string, SandboxChat>;
  faults: Map<string, Fault[]>;
  failedDeliveries: number;
};

export const SANDBOX_APP: SandboxApp = { id: SANDBOX_APP_ID, name: SANDBOX_APP_NAME };
/** The apps a thread may be with: the product's app and the receivers a page may pass it to. */
export const appById = (id: string): SandboxApp | undefined => [SANDBOX_APP, PAGE_INBOX, AGENT_DESK].find((app) => app.id === id);

export function messagingState(): MessagingState {
  return { subscribedPages: new Map(), appSubscriptions: new Map(), chats: new Map(), faults: new Map(), failedDeliveries: 0 };
}

export const chatKey = (platform: FacebookPlatform, pageId: string, userId: string) => `${platform}:${pageId}:${userId}`;

/** The webhook object of a platform. */
export const objectOf = (platform: FacebookPlatform): 'page' | 'instagram' => (platform === 'instagram' ? 'instagram' : 'page');

/** The person's chat with the page, made on their first message; a new thread is the app's when it is the page's main receiver. */
export function chatOf(state: MessagingState, page: SandboxPage, platform: FacebookPlatform, userId: string, name: string): SandboxChat {
  const key = chatKey(platform, page.id, userId);
  const known = state.chats.get(key);
  if (known) {
    known.name = name;
    return known;
  }
  const made: SandboxChat = { page, platform, userId, name, owner: page.appIsMainReceiver ? SANDBOX_APP : PAGE_INBOX, entries: [] };
  state.chats.set(key, made);
  return made;
}

/** The chat of a page with the person a Send API call names (a Messenger or an Instagram user). */
export function chatWith(state: MessagingState, pageId: string, userId: string): SandboxChat | undefined {
  return state.chats.get(chatKey('messenger', pageId, userId)) ?? state.chats.get(chatKey('instagram', pageId, userId));
}

/** The fault to answer the next `call` with, counting it down; none when the control route set none. */
export function takeFault(state: MessagingState, call: string): Fault | undefined {
  const list = state.faults.get(call);
  const fault = list?.[0];
  if (!list || !fault) return undefined;
  fault.times -= 1;
  if (fault.times <= 0) list.shift();
  return fault;
}

/** Whether Meta would post the platform's events of this page to the app: the page subscribed and the app has a webhook for the object. */
export function delivering(state: MessagingState, page: SandboxPage, platform: FacebookPlatform): boolean {
  return state.subscribedPages.has(page.id) && state.appSubscriptions.has(objectOf(platform));
}
