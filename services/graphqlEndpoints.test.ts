// @vitest-environment jsdom
import { gql } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { SAVE_VERSION } from './designer';
import { createGraphqlClient } from './graphql';

describe('the GraphQL endpoints the console calls', () => {
  it('sends the operations with large variables to /bot/graphql/large and every other one to /bot/graphql', async () => {
    const fetchMock = vi.fn(async (url: RequestInfo | URL) => {
      const data = String(url).endsWith('/large') ? { saveVersion: { __typename: 'Version', id: 'v1', botId: 'b1', name: 'v1', createdAt: 'now' } } : { companies: [] };
      return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const client = createGraphqlClient({ uri: 'http://console.test/bot/graphql', fetch: fetchMock as unknown as typeof fetch });
    await client.mutate({ mutation: SAVE_VERSION, variables: { botId: 'b1', flow: '{}' } });
    await client.query({
      query: gql`
        query Companies {
          companies {
            id
          }
        }
      `,
    });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['http://console.test/bot/graphql/large', 'http://console.test/bot/graphql']);
  });
});
