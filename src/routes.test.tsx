// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../ui/testing/i18n';
import { routes, textsOf } from './routes';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the console routes', () => {
  it('start without React Router warnings (a fallback is shown while the first page loads)', async () => {
    const warnings: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
    const router = createMemoryRouter(routes, { initialEntries: ['/login'] });
    render(<RouterProvider router={router} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);
    router.dispose();
  });

  it('name the texts of the page an address opens, to load with the console’s first texts', () => {
    expect(textsOf('/login')).toEqual(['login']);
    expect(textsOf('/reset/a-token')).toEqual(['password', 'register']);
    expect(textsOf('/2fa/verify')).toEqual(['twoFactor']);
    // A signed-in page names its own and those of what it draws (the designer: its panels, the test chat).
    expect(textsOf('/companies')).toEqual(['companies']);
    expect(textsOf('/chatbot-designer')).toEqual(expect.arrayContaining(['designer', 'panelsAi', 'chatbotTest']));
    // Pages showing only the console's first texts (common, shell) name none.
    expect(textsOf('/')).toEqual([]);
    expect(textsOf('/no-such-page')).toEqual([]);
  });
});
