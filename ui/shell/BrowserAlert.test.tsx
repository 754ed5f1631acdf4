// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../testing/i18n';
import { BrowserAlert } from './BrowserAlert';
import { shouldRecommendChrome, type BrowserHints } from './browserDetection';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const TEXT = 'We recommend you to use the product with Chrome browser for the best experience.';
const UA = {
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  chromium: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/130.0.0.0 Chrome/130.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

describe('browser detection', () => {
  it.each([
    [{ userAgent: UA.chrome }, false],
    [{ userAgent: UA.edge }, true],
    [{ userAgent: UA.firefox }, true],
    [{ userAgent: UA.safari }, true],
    [{ userAgent: UA.iphone }, false],
    [{ userAgent: UA.chrome, userAgentData: { brands: [{ brand: 'Google Chrome' }, { brand: 'Chromium' }], mobile: false } }, false],
    [{ userAgent: UA.chrome, userAgentData: { brands: [{ brand: 'Microsoft Edge' }, { brand: 'Chromium' }], mobile: false } }, true],
    [{ userAgent: UA.chrome, userAgentData: { brands: [{ brand: 'Chromium' }, { brand: 'Not=A?Brand' }], mobile: false } }, false],
    [{ userAgent: UA.chromium }, false],
    [{ userAgent: UA.chrome, userAgentData: { brands: [{ brand: 'Brave' }, { brand: 'Chromium' }], mobile: false } }, true],
    [{ userAgent: UA.chrome, userAgentData: { brands: [{ brand: 'Microsoft Edge' }], mobile: true } }, false],
  ] as Array<[BrowserHints, boolean]>)('recommends Chrome for %j: %s', (hints, expected) => {
    expect(shouldRecommendChrome(hints)).toBe(expected);
  });
});

describe('browser alert', () => {
  it('is not shown in desktop Chrome', () => {
    render(<BrowserAlert hints={{ userAgent: UA.chrome }} />);
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it('is shown in other desktop browsers and stays dismissed for the browser session', async () => {
    render(<BrowserAlert hints={{ userAgent: UA.firefox }} />);
    expect(screen.getByRole('note').textContent).toContain(TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(TEXT)).toBeNull();
    cleanup();
    render(<BrowserAlert hints={{ userAgent: UA.firefox }} />);
    expect(screen.queryByText(TEXT)).toBeNull();
  });
});
