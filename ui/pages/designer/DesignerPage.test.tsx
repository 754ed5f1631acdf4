// @vitest-environment jsdom
import '../../testing/dom';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGraphqlClient } from '../../../services/graphql';
import { configureHttpPolicy } from '../../../services/http';
import { initTestI18n } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import DesignerPage from './DesignerPage';

const policy = { navigate: vi.fn(), toast: vi.fn(), clearStorage: vi.fn() };
beforeAll(() => initTestI18n());
beforeEach(() => configureHttpPolicy(policy));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('designer page when the assistant cannot be read', () => {
  it('shows the network text with Try again, once and without a toast, and Try again asks again', async () => {
    const answers = [() => Promise.reject(new TypeError('Failed to fetch')), () => Promise.resolve(json({ message: 'down' }, 500))];
    const opened: string[] = [];
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { operationName: string };
      if (body.operationName !== 'DesignerVersion') return json({ data: { versions: [] } });
      opened.push(body.operationName);
      return (answers.shift() ?? answers[0]!)();
    });
    renderRoute(
      <ApolloProvider client={createGraphqlClient({ fetch: fetchMock as unknown as typeof fetch })}>
        <DesignerPage />
      </ApolloProvider>,
      { path: '/chatbot-designer', at: '/chatbot-designer?id=b1&companyId=c1' },
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Please check your internet connection.');
    expect(policy.toast).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Problem in internet connection'));
    expect(opened).toHaveLength(2);
  });
});
