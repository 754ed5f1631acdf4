import type { FacebookPagesAnswer, PagesKind, SecondaryReceiver } from '../../../services/contracts/rest/facebookPages';

/** The calls of the Facebook and Instagram forms (src/app/facebookPagesActors.ts in the browser). */
export type FacebookPagesActors = {
  /** The social login in a popup: the user's access token. */
  logInWithFacebook(input: { companyId: string; kind: PagesKind }, signal?: AbortSignal): Promise<{ accessToken: string }>;
  loadFacebookPages(input: { companyId: string; accessToken: string; after: string | null }, signal?: AbortSignal): Promise<FacebookPagesAnswer>;
  loadSecondaryReceivers(input: { channelId: string }, signal?: AbortSignal): Promise<{ receivers: SecondaryReceiver[] }>;
  saveHandover(input: { channelId: string; fbSecondaryReceiverID: string; fbSecondaryReceiverName: string }, signal?: AbortSignal): Promise<unknown>;
  reconnectFacebook(input: { channelId: string; token: string }, signal?: AbortSignal): Promise<unknown>;
};
