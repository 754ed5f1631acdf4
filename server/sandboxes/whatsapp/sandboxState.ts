import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * What the WhatsApp Cloud sandbox holds in memory: one business account with two numbers and
 * a few templates, the chats of the end users who wrote, the app subscribed to the account's
 * webhooks and the faults tests asked for. Access tokens are not stored: a valid one carries
 * an HMAC with the server's secret key, so a page's token still works after a restart.
 */

export const SANDBOX_ACCOUNT = {
  businessAccountId: '100000000000001',
  numbers: [
    { id: '200000000000001', display_phone_number: '+1 555-010-0001', verified_name: 'Sandbox Shop' },
    { id: '200000000000002', display_phone_number: '+1 555-010-0002', verified_name: 'Sandbox Support' },
  ],
  templates: [
    { id: '300000000000001', name: 'hello_world', language: 'en_US', status: 'APPROVED', category: 'UTILITY' },
    { id: '300000000000002', name: 'order_update', language: 'en_US', status: 'APPROVED', category: 'UTILITY' },
    { id: '300000000000003', name: 'spring_sale', language: 'en_US', status: 'PENDING', category: 'MARKETING' },
    { id: '300000000000004', name: 'merhaba', language: 'tr', status: 'APPROVED', category: 'UTILITY' },
    { id: '300000000000005', name: 'we_are_back', language: 'en_US', status: 'APPROVED', category: 'MARKETING' },
  ],
} as const;

export type ChatEntry = { id: string; direction: 'in' | 'out'; at: string; status: string; body: Record<string, unknown> };
export type Subscription = { callbackUrl: string; verifyToken: string; appSecret: string };
export type Fault = {
  path: string;
  status?: 401 | 429 | 500 | 503 | undefined;
  times: number;
  retryAfter?: number | undefined;
  delayMs?: number | undefined;
  code?: number | undefined;
};
export type Delivery = { status: number; ok: boolean; at: string };

export type SandboxState = {
  /** Chats by `${phoneNumberId}:${waId}`. */
  chats: Map<string, ChatEntry[]>;
  /** When each end user last wrote, by the same key (the 24-hour window). */
  lastInbound: Map<string, Date>;
  /** The app dashboard's webhook settings. */
  subscription: Subscription | undefined;
  /** Whether the app is subscribed to the business account (POST subscribed_apps). */
  appSubscribed: boolean;
  faults: Fault[];
  deliveries: Delivery[];
  /** Cleared when the server closes: no webhook leaves after. */
  open: boolean;
  /** Status webhooks still to send. */
  timers: Set<NodeJS.Timeout>;
};

export const chatKey = (phoneNumberId: string, waId: string) => `${phoneNumberId}:${waId.replace(/^\+/, '')}`;

export function sandboxState(): SandboxState {
  return { chats: new Map(), lastInbound: new Map(), subscription: undefined, appSubscribed: false, faults: [], deliveries: [], open: true, timers: new Set() };
}

export function chatOf(state: SandboxState, key: string): ChatEntry[] {
  const chat = state.chats.get(key) ?? [];
  state.chats.set(key, chat);
  return chat;
}

/** A message id the way Meta writes them. */
export const wamid = () => `wamid.${randomBytes(24).toString('base64url')}`;

const mac = (secretKey: string, label: string, nonce: string) => createHmac('sha256', secretKey).update(`whatsapp-sandbox:${label}:${nonce}`).digest('base64url');

/** A new sandbox access token (what the page shows). */
export function issueAccessToken(secretKey: string): string {
  const nonce = randomBytes(12).toString('base64url');
  return `EAASBX${nonce}.${mac(secretKey, 'token', nonce)}`;
}

export function validAccessToken(secretKey: string, token: string): boolean {
  const match = /^EAASBX([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return false;
  const expected = Buffer.from(mac(secretKey, 'token', match[1]!));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The app secret and verify token the page suggests (stable per server secret). */
export const suggestedSecrets = (secretKey: string) => ({
  appSecret: mac(secretKey, 'app-secret', 'app').slice(0, 32),
  verifyToken: mac(secretKey, 'verify', 'token').slice(0, 24),
});
