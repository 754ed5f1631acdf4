import { assign, fromPromise, setup } from 'xstate';
import { CONNECTABLE_INSTALLS, installNameOf } from '../../services/contracts/installs';
import { shopDomain, shopName, type ShopifyAuthorizeAnswer, type ShopifyInstalled, type ShopifyInstallInput } from '../../services/contracts/installs/shopify';
import { actorError } from '../shared/apiError';
import { failureText } from '../shared/failureText';
import { commonTexts } from '../shared/text';
import type { TextRef } from '../shared/text';
import { installFailureText, installTexts, isRetryable } from './installTexts';

/**
 * /install/:integrationName (docs/pages.md): connecting a commerce integration to a company.
 * A name the product does not know, and one it knows but cannot connect from here, say so.
 * For Shopify, without Shopify's redirect in the query the admin types the shop's address and
 * SUBMIT sends the browser to the shop's authorize page (`openShopify`); with it (code and
 * shop), the companies the person administers are read (`loadCompanies`; one is chosen for
 * them, none says so, a failed read offers RETRY), the admin chooses the company and names the integration, and
 * CONNECT has the server check the redirect and exchange its code. A refusal (an expired or
 * forged redirect, a spent code, a store of another company) can only be started again
 * (START_AGAIN, which drops the redirect from the address: `forgetRedirect`); no answer or a
 * server failure keeps the choice for another CONNECT. The `loadCompanies`, `shopifyAuthorizeUrl`
 * and `installShopify` actors are provided by the screen.
 */

export type IntegrationInstallContext = {
  /** The route's name as written. */
  integrationName: string;
  /** Shopify's redirect back (code, shop, state, timestamp, host, hmac); null before it. */
  callback: Record<string, string> | null;
  shop: string;
  /** The companies the person administers: the store can go to one of them. */
  companies: InstallCompany[];
  companyId: string | null;
  name: string;
  installed: ShopifyInstalled | null;
  error: TextRef | null;
};

/** A company the person may connect the store to. */
export type InstallCompany = { id: string; name: string; currentUserType: string };

export type IntegrationInstallEvent =
  | { type: 'EDIT_SHOP'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CHOOSE_COMPANY'; companyId: string }
  | { type: 'EDIT_NAME'; value: string }
  | { type: 'CONNECT' }
  | { type: 'START_AGAIN' }
  | { type: 'RETRY' };

export type IntegrationInstallInput = { integrationName: string; query: Record<string, string> };

/** The companies a store may go to: those the person administers. */
const administered = (companies: InstallCompany[]) => companies.filter((company) => company.currentUserType === 'ADMIN');

const isRedirect = (query: Record<string, string>) => (query['code'] ?? '') !== '' && (query['shop'] ?? '') !== '';

export const integrationInstallMachine = setup({
  types: {
    context: {} as IntegrationInstallContext,
    events: {} as IntegrationInstallEvent,
    input: {} as IntegrationInstallInput,
  },
  actors: {
    loadCompanies: fromPromise<InstallCompany[], void>(async () => {
      throw new Error('loadCompanies not provided');
    }),
    shopifyAuthorizeUrl: fromPromise<ShopifyAuthorizeAnswer, { query: Record<string, string> }>(async () => {
      throw new Error('shopifyAuthorizeUrl not provided');
    }),
    installShopify: fromPromise<ShopifyInstalled, ShopifyInstallInput>(async () => {
      throw new Error('installShopify not provided');
    }),
  },
  guards: {
    unknownName: ({ context }) => installNameOf(context.integrationName) === null,
    notConnectable: ({ context }) => {
      const name = installNameOf(context.integrationName);
      return name !== null && !CONNECTABLE_INSTALLS.includes(name);
    },
    returnedFromShopify: ({ context }) => context.callback !== null,
    shopReadable: ({ context }) => shopDomain.safeParse(context.shop).success,
    readyToConnect: ({ context }) => context.companyId !== null && context.name.trim() !== '',
    retryable: ({ event }) => isRetryable(actorError(event)),
    administersNone: (_, { companies }: { companies: InstallCompany[] }) => administered(companies).length === 0,
  },
  actions: {
    showShopProblem: assign({
      error: ({ context }) => {
        const problem = shopDomain.safeParse(context.shop);
        return problem.success ? null : { key: context.shop.trim() === '' ? installTexts.shopRequired : installTexts.shopInvalid };
      },
    }),
    showChoiceProblem: assign({
      error: ({ context }) => ({ key: context.companyId === null ? installTexts.companyRequired : installTexts.nameRequired }),
    }),
    showFailure: assign({ error: ({ event }) => installFailureText(actorError(event)) }),
    showCompaniesFailure: assign({ error: ({ event }) => failureText(actorError(event), commonTexts.other) }),
    openShopify: (_, _params: { url: string }) => {},
    forgetRedirect: () => {},
  },
}).createMachine({
  id: 'integrationInstall',
  initial: 'opening',
  context: ({ input }) => {
    const callback = isRedirect(input.query) ? input.query : null;
    const shop = callback?.['shop'] ?? input.query['shop'] ?? '';
    return { integrationName: input.integrationName, callback, shop, companies: [], companyId: null, name: callback ? shopName(shop) : '', installed: null, error: null };
  },
  states: {
    opening: {
      always: [
        { guard: 'unknownName', target: 'unknownIntegration' },
        { guard: 'notConnectable', target: 'notConnectable' },
        { guard: 'returnedFromShopify', target: 'loadingCompanies' },
        { target: 'askingShop' },
      ],
    },
    unknownIntegration: {},
    notConnectable: {},
    askingShop: {
      on: {
        EDIT_SHOP: { actions: assign({ shop: ({ event }) => event.value, error: null }) },
        SUBMIT: [{ guard: 'shopReadable', target: 'authorizing' }, { actions: 'showShopProblem' }],
      },
    },
    authorizing: {
      entry: assign({ error: null }),
      invoke: {
        id: 'shopifyAuthorizeUrl',
        src: 'shopifyAuthorizeUrl',
        input: ({ context }) => ({ query: { shop: context.shop } }),
        onDone: { target: 'leaving', actions: { type: 'openShopify', params: ({ event }) => ({ url: event.output.url }) } },
        onError: { target: 'askingShop', actions: 'showFailure' },
      },
    },
    leaving: {},
    loadingCompanies: {
      invoke: {
        id: 'loadCompanies',
        src: 'loadCompanies',
        onDone: [
          { guard: { type: 'administersNone', params: ({ event }) => ({ companies: event.output }) }, target: 'noAdminCompany' },
          {
            target: 'choosingCompany',
            actions: assign(({ context, event }) => {
              const companies = administered(event.output);
              // The only company the person administers is chosen for them.
              const only = companies.length === 1 ? (companies[0]?.id ?? null) : null;
              return { companies, companyId: context.companyId ?? only, error: null };
            }),
          },
        ],
        onError: { target: 'companiesFailed', actions: 'showCompaniesFailure' },
      },
    },
    companiesFailed: {
      on: { RETRY: { target: 'loadingCompanies', actions: assign({ error: null }) } },
    },
    noAdminCompany: {},
    choosingCompany: {
      on: {
        CHOOSE_COMPANY: { actions: assign({ companyId: ({ event }) => event.companyId, error: null }) },
        EDIT_NAME: { actions: assign({ name: ({ event }) => event.value, error: null }) },
        CONNECT: [{ guard: 'readyToConnect', target: 'connecting' }, { actions: 'showChoiceProblem' }],
      },
    },
    connecting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'installShopify',
        src: 'installShopify',
        input: ({ context }) => ({ companyId: context.companyId ?? '', name: context.name.trim(), callback: context.callback ?? {} }),
        onDone: { target: 'connected', actions: assign({ installed: ({ event }) => event.output }) },
        onError: [
          { guard: 'retryable', target: 'choosingCompany', actions: 'showFailure' },
          { target: 'refused', actions: 'showFailure' },
        ],
      },
    },
    connected: {},
    refused: {
      on: {
        START_AGAIN: { target: 'askingShop', actions: [assign({ callback: null, error: null }), 'forgetRedirect'] },
      },
    },
  },
});
