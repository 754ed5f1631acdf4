/** What the browser tells about itself: the User-Agent Client Hints when present, else the UA string. */
export type BrowserHints = {
  userAgent: string;
  userAgentData?: { brands?: ReadonlyArray<{ brand: string }>; mobile?: boolean };
};

const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod/i;
/** Browsers built on Chromium, by other vendors, whose UA strings also say "Chrome/". */
const OTHER_CHROMIUM_UA = /Edg\/|EdgA\/|OPR\/|Opera|SamsungBrowser|YaBrowser|Vivaldi|Brave/;
/** The made-up brands a browser mixes into its list so that nobody matches the list exactly. */
const GREASE_BRAND = /not.?a.?brand/i;
/** Chrome itself, and Chromium without another vendor's name: the same engine and release train. */
const CHROME_BRANDS = new Set(['Google Chrome', 'HeadlessChrome', 'Chromium']);

export function isMobile(hints: BrowserHints): boolean {
  if (hints.userAgentData && typeof hints.userAgentData.mobile === 'boolean') return hints.userAgentData.mobile;
  return MOBILE_UA.test(hints.userAgent);
}

export function isChrome(hints: BrowserHints): boolean {
  const brands = hints.userAgentData?.brands;
  const named = brands?.filter((b) => !GREASE_BRAND.test(b.brand)) ?? [];
  if (named.length > 0) return named.every((b) => CHROME_BRANDS.has(b.brand));
  return /Chrome\//.test(hints.userAgent) && !OTHER_CHROMIUM_UA.test(hints.userAgent);
}

/** Spec 1: the recommendation is shown to desktop users of browsers other than Chrome. */
export function shouldRecommendChrome(hints: BrowserHints): boolean {
  return !isMobile(hints) && !isChrome(hints);
}
