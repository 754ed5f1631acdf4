import { assign, fromPromise, setup } from 'xstate';
import type { ShopifyAuthorizeAnswer } from '../../services/contracts/installs/shopify';
import { actorError } from '../shared/apiError';
import type { TextRef } from '../shared/text';
import { installFailureText } from './installTexts';

/**
 * /shopify/redirect (spec 01 section 2.1; Shopify's App URL): the shop in the query goes to the
 * server, which answers the shop's authorize address for the product's app (checking Shopify's
 * HMAC when the query carries one); the browser then leaves for it (`openShopify`, provided by
 * the screen). Without a shop the screen goes to /Error (`showErrorPage`). A refusal or a failed
 * call is shown with the reason, and RETRY asks again. The `shopifyAuthorizeUrl` actor is provided.
 */

export type ShopifyRedirectContext = { query: Record<string, string>; error: TextRef | null };
export type ShopifyRedirectEvent = { type: 'RETRY' };

export const shopifyRedirectMachine = setup({
  types: {
    context: {} as ShopifyRedirectContext,
    events: {} as ShopifyRedirectEvent,
    input: {} as { query: Record<string, string> },
  },
  actors: {
    shopifyAuthorizeUrl: fromPromise<ShopifyAuthorizeAnswer, { query: Record<string, string> }>(async () => {
      throw new Error('shopifyAuthorizeUrl not provided');
    }),
  },
  guards: {
    noShop: ({ context }) => (context.query['shop'] ?? '').trim() === '',
  },
  actions: {
    showFailure: assign({ error: ({ event }) => installFailureText(actorError(event)) }),
    openShopify: (_, _params: { url: string }) => {},
    showErrorPage: () => {},
  },
}).createMachine({
  id: 'shopifyRedirect',
  initial: 'starting',
  context: ({ input }) => ({ query: input.query, error: null }),
  states: {
    starting: {
      always: [{ guard: 'noShop', target: 'noShop' }, { target: 'authorizing' }],
    },
    noShop: { entry: 'showErrorPage' },
    authorizing: {
      entry: assign({ error: null }),
      invoke: {
        id: 'shopifyAuthorizeUrl',
        src: 'shopifyAuthorizeUrl',
        input: ({ context }) => ({ query: context.query }),
        onDone: { target: 'leaving', actions: { type: 'openShopify', params: ({ event }) => ({ url: event.output.url }) } },
        onError: { target: 'failed', actions: 'showFailure' },
      },
    },
    leaving: {},
    failed: { on: { RETRY: 'authorizing' } },
  },
});
