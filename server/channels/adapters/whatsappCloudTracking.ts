/**
 * Tracking query parameters removed from links in the assistant's WhatsApp messages when the
 * channel's removeTrackingParams is on (the tracking parameters popup). A name in the list, or
 * any name starting with utm_, is dropped; the rest of a link stays as written.
 */
export const TRACKING_PARAMS: readonly string[] = [
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  'oly_anon_id',
  'oly_enc_id',
  'vero_id',
  'wickedid',
  'rb_clickid',
  's_cid',
];

const isTracking = (name: string) => name.toLowerCase().startsWith('utm_') || TRACKING_PARAMS.includes(name.toLowerCase());

/** A link without its tracking parameters; a text that is not a link comes back as it is. */
export function withoutTrackingParams(link: string): string {
  if (!URL.canParse(link)) return link;
  const url = new URL(link);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return link;
  const names = [...url.searchParams.keys()];
  if (!names.some(isTracking)) return link;
  for (const name of names) if (isTracking(name)) url.searchParams.delete(name);
  return url.href.replace(/\?(?=#|$)/, '');
}

/** Every http(s) link inside a text cleaned; the words around them are kept. */
export function textWithoutTrackingParams(text: string): string {
  return text.replace(/https?:\/\/[^\s<>"']+/g, (found) => {
    // A sentence's closing punctuation is not part of the link.
    const tail = /[.,;:!?)\]]+$/.exec(found)?.[0] ?? '';
    return withoutTrackingParams(found.slice(0, found.length - tail.length)) + tail;
  });
}

const cleaned = (value: unknown): unknown => {
  if (typeof value === 'string') return textWithoutTrackingParams(value);
  if (Array.isArray(value)) return value.map(cleaned);
  if (typeof value === 'object' && value !== null) return bodyWithoutTrackingParams(Object.fromEntries(Object.entries(value)));
  return value;
};

/** A Graph request body with tracking parameters removed from every text and link in it. */
export function bodyWithoutTrackingParams(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).map(([key, item]) => [key, cleaned(item)]));
}
