import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The people, pages and app of the Facebook sandbox (developer mode), fixed so that every part
 * of it agrees without shared state: the OAuth dialog signs a person in, Graph lists their
 * pages, the Send API and the profile endpoints take a page's token, and the webhooks are
 * signed with the app's secret. Tokens carry an HMAC made with the server's secret key, so a
 * token given before a restart still works and anything else is refused as Graph refuses an
 * unknown token.
 */

/** The sandbox's own Facebook app, as FACEBOOK_APP_ID names the real one. */
export const SANDBOX_APP_ID = '740000000000001';
export const SANDBOX_APP_NAME = 'Assistant Console (sandbox)';

/** Another app a page may hand its conversations to (the Page Inbox is Meta's own). */
export type SandboxApp = { id: string; name: string };
export const PAGE_INBOX: SandboxApp = { id: '263902037430900', name: 'Page Inbox' };
export const AGENT_DESK: SandboxApp = { id: '740000000000002', name: 'Agent desk' };

/** An Instagram account linked to a page; a personal one cannot be connected. */
export type SandboxInstagram = { id: string; username: string; business: boolean };

export type SandboxPage = {
  id: string;
  name: string;
  category: string;
  businessId: string | null;
  instagram: SandboxInstagram | null;
  /** Whether the sandbox app is the page's main (primary) receiver: only then may it read or set handover receivers. */
  appIsMainReceiver: boolean;
  /** The apps the page may pass a thread to. */
  secondaryReceivers: SandboxApp[];
};

export type SandboxPerson = { id: string; name: string; pages: SandboxPage[] };

const page = (n: number, name: string, extra: Partial<SandboxPage> = {}): SandboxPage => ({
  id: `10${String(n).padStart(13, '0')}`,
  name,
  category: 'Restaurant',
  businessId: n % 2 === 0 ? '880000000000001' : null,
  instagram: null,
  appIsMainReceiver: true,
  secondaryReceivers: [PAGE_INBOX, AGENT_DESK],
  ...extra,
});

/** Ayla has 27 pages (more than one Graph page of 25): a few named shops, one with another main receiver, two with Instagram business accounts and one with a personal Instagram account. */
const AYLA_PAGES: SandboxPage[] = [
  page(1, 'Harbour Café', { instagram: { id: '17841400000000001', username: 'harbourcafe', business: true } }),
  page(2, 'Moda Bakery', { category: 'Bakery', instagram: { id: '17841400000000002', username: 'modabakery', business: true } }),
  page(3, 'Kadıköy Books', { category: 'Book Store', instagram: { id: '17841400000000003', username: 'kadikoy.books', business: false } }),
  page(4, 'Galata Travel', { category: 'Travel Agency', appIsMainReceiver: false }),
  ...Array.from({ length: 23 }, (_, i) => page(i + 5, `Neighbourhood Shop ${i + 5}`, { category: 'Shopping & Retail' })),
];

export const SANDBOX_PEOPLE: readonly SandboxPerson[] = [
  { id: '5100000000000001', name: 'Ayla Demir', pages: AYLA_PAGES },
  { id: '5100000000000002', name: 'Deniz Kaya', pages: [] },
];

export function personById(id: string): SandboxPerson | undefined {
  return SANDBOX_PEOPLE.find((person) => person.id === id);
}

export function pageById(id: string): SandboxPage | undefined {
  for (const person of SANDBOX_PEOPLE) {
    const found = person.pages.find((candidate) => candidate.id === id);
    if (found) return found;
  }
  return undefined;
}

/** The page an Instagram account belongs to. */
export function pageOfInstagram(instagramId: string): SandboxPage | undefined {
  for (const person of SANDBOX_PEOPLE) {
    const found = person.pages.find((candidate) => candidate.instagram?.id === instagramId);
    if (found) return found;
  }
  return undefined;
}

const mac = (secretKey: string, purpose: string, id: string) => createHmac('sha256', secretKey).update(`facebook-sandbox:${purpose}:${id}`).digest('base64url');

/** The sandbox app's secret (FACEBOOK_APP_SECRET of the real app): webhooks are signed with it, the code exchange asks for it. */
export function sandboxAppSecret(secretKey: string): string {
  return createHmac('sha256', secretKey).update('facebook-sandbox:app-secret').digest('hex').slice(0, 32);
}

/** A person's user access token, as the code exchange gives it. */
export function userAccessToken(secretKey: string, personId: string): string {
  return `EAAU${personId}.${mac(secretKey, 'user', personId)}`;
}

/** A page's access token, as GET /me/accounts gives it. */
export function pageAccessToken(secretKey: string, pageId: string): string {
  return `EAAP${pageId}.${mac(secretKey, 'page', pageId)}`;
}

function tokenOwner(secretKey: string, token: string, prefix: 'EAAU' | 'EAAP', purpose: string): string | null {
  const match = new RegExp(`^${prefix}([0-9]{1,20})\\.([A-Za-z0-9_-]{43})$`).exec(token);
  if (!match) return null;
  const id = match[1] ?? '';
  const expected = Buffer.from(`${prefix}${id}.${mac(secretKey, purpose, id)}`);
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The person a user token belongs to, or null when this sandbox did not issue it. */
export function personOfToken(secretKey: string, token: string): SandboxPerson | null {
  const id = tokenOwner(secretKey, token, 'EAAU', 'user');
  return (id && personById(id)) || null;
}

/** The page a page token belongs to, or null when this sandbox did not issue it. */
export function pageOfToken(secretKey: string, token: string): SandboxPage | null {
  const id = tokenOwner(secretKey, token, 'EAAP', 'page');
  return (id && pageById(id)) || null;
}

/** The token Graph reads from `?access_token=` or an `Authorization: Bearer` header. */
export function graphToken(query: unknown, authorization: string | undefined): string {
  const fromQuery = typeof query === 'object' && query !== null ? Reflect.get(query, 'access_token') : undefined;
  if (typeof fromQuery === 'string') return fromQuery;
  return /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
}
