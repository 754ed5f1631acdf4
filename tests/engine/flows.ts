import type { FlowDocument, FlowModule } from '../../services/contracts/flow';
import { readModule, type StoredModule } from '../../services/contracts/modules/storedFlow';

/** Flows for the engine tests and benches: one with every kind of branch, and large chains of it. */

/** A module with defaults for what a test does not care about. */
export const mod = (id: string, type: FlowModule['type'], extra: Partial<StoredModule> = {}): FlowModule =>
  readModule({
    id,
    type,
    name: id,
    position: { x: 0, y: 0 },
    connections: [],
    settings: {},
    ...extra,
  });
const say = (id: string, message: string, to?: string): FlowModule =>
  mod(id, 'MESSAGE', { settings: { messageType: 'TEXT', payloads: [message] }, connections: to ? [{ id: to }] : [] });

/**
 * Every branch the engine takes: quick replies, keywords, cards and card buttons, list rows,
 * validated input with an error message and a fallback count, an integration call whose
 * variable steers a condition, an opening parameter that steers another, a condition an
 * earlier one always beats, a custom pattern no reply is generated for, e-mail, handover
 * and their failures, language routes, a switch, a loop without waiting, and an AI module.
 */
export function everyBranchFlow(prefix = ''): FlowModule[] {
  const id = (name: string) => `${prefix}${name}`;
  return [
    mod(id('welcome-start'), 'MESSAGE', { settings: { messageType: 'TEXT', payloads: ['Hi #NAME!', 'Hello #NAME!'] }, connections: [{ id: id('menu') }] }),
    mod(id('menu'), 'SELECTION', {
      fallback: id('welcome-start'),
      fallbackCount: 1,
      settings: {
        selectionType: 'QUICKREPLY',
        prompt: 'What do you need?',
        inputParam: 'topic',
        errorMessage: 'Please pick one of the buttons.',
        payloads: [
          { id: id('opt-order'), text: 'Order status', type: 'TEXT' },
          { id: id('opt-plans'), text: 'Plans', type: 'TEXT' },
          { id: id('opt-language'), text: 'Language', type: 'TEXT' },
        ],
        keywordsGroups: [
          { keywords: ['agent', 'human'], action: 'module', value: id('agent-msg') },
          { keywords: ['loop'], action: 'module', value: id('loop-a') },
          { keywords: ['robot'], action: 'module', value: id('understand') },
        ],
      },
      connections: [
        { id: id('ask-order'), optionID: id('opt-order') },
        { id: id('plans'), optionID: id('opt-plans') },
        { id: id('language'), optionID: id('opt-language') },
      ],
    }),
    mod(id('ask-order'), 'INPUT', {
      fallback: id('agent-msg'),
      fallbackCount: 1,
      settings: {
        inputType: 'TEXT',
        param: 'orderNumber',
        prompt: 'Your order number?',
        validator: '^\\d{4,8}$',
        validatorFlag: '',
        errorMessage: '#LASTMESSAGEVALUE is not an order number.',
      },
      connections: [{ id: id('lookup') }],
    }),
    mod(id('lookup'), 'INTEGRATION', {
      fallback: id('sorry'),
      settings: {
        url: 'https://shop.example.com/orders',
        requestMethod: 'GET',
        queryParams: [{ key: 'n', value: '#orderNumber' }],
        variables: { orderStatus: 'Response.order.status' },
        integrationTimeout: 5,
      },
      connections: [{ id: id('check-status') }],
    }),
    mod(id('check-status'), 'LOGIC', {
      settings: { logicTab: 'STANDARD', payloads: [{ id: id('c-shipped'), ifCondition: '#orderStatus', ifOperator: 'EQUALS', ifTargets: ['shipped'] }] },
      connections: [{ id: id('shipped'), optionID: id('c-shipped') }, { id: id('not-shipped') }],
    }),
    say(id('shipped'), 'Order #orderNumber is on its way.', id('end')),
    say(id('not-shipped'), 'Order #orderNumber: #orderStatus.', id('end')),
    say(id('sorry'), 'The shop does not answer.', id('handover')),
    say(id('agent-msg'), 'A colleague will take over.', id('handover')),
    mod(id('handover'), 'HANDOVER', { fallback: id('no-agent'), settings: { mode: 'internal' } }),
    say(id('no-agent'), 'Nobody is free right now; write again later.'),
    mod(id('plans'), 'SELECTION', {
      settings: {
        selectionType: 'CARD',
        payloads: [
          { id: id('card-basic'), title: 'Basic', subtitle: '', text: 'For #topic', image: '', buttons: [{ id: id('btn-buy'), text: 'Buy', type: 'TEXT' }] },
          { id: id('card-pro'), title: 'Pro', subtitle: '', text: '', image: '', buttons: [] },
        ],
      },
      connections: [
        { id: id('platform'), cardID: id('card-basic') },
        { id: id('colour'), cardID: id('card-basic'), buttonID: id('btn-buy') },
        { id: id('end'), cardID: id('card-pro') },
      ],
    }),
    mod(id('platform'), 'LOGIC', {
      settings: {
        logicTab: 'STANDARD',
        payloads: [
          { id: id('c-web'), ifCondition: '#PLATFORM', ifOperator: 'EQUALS', ifTargets: ['WEB'] },
          { id: id('c-web-again'), ifCondition: '#PLATFORM', ifOperator: 'EQUALS', ifTargets: ['web'] },
        ],
      },
      connections: [{ id: id('web'), optionID: id('c-web') }, { id: id('end'), optionID: id('c-web-again') }, { id: id('code') }],
    }),
    say(id('web'), 'You are on the web.', id('end')),
    mod(id('code'), 'INPUT', {
      settings: { inputType: 'Any', param: 'code', prompt: 'Your voucher code?', validator: '^(?=.*\\d)[a-z\\d]{6}$', validatorFlag: '' },
      connections: [{ id: id('end') }],
    }),
    mod(id('colour'), 'SELECTION', {
      settings: {
        selectionType: 'LIST',
        listHeader: 'Colours',
        messageBoxBody: 'Pick a colour',
        messageBoxOptionsButtonText: 'Colours',
        payloads: [
          {
            listSectionTitle: 'All',
            listCardRow: [
              { id: id('row-red'), listRowId: 'red', listRowTitle: 'Red', listRowDescription: '' },
              { id: id('row-blue'), listRowId: 'blue', listRowTitle: 'Blue', listRowDescription: '' },
            ],
          },
        ],
      },
      connections: [
        { id: id('mail'), optionID: id('row-red') },
        { id: id('switch'), optionID: id('row-blue') },
      ],
    }),
    mod(id('mail'), 'EMAIL', {
      fallback: id('mail-failed'),
      settings: { emailTo: 'team@example.com; boss@example.com', emailCc: '', emailSubject: 'Red for #NAME', emailTemplate: '<p>#topic</p>' },
      connections: [{ id: id('end') }],
    }),
    say(id('mail-failed'), 'We could not tell the team.', id('end')),
    mod(id('switch'), 'SWITCH', { settings: { botID: 'other-assistant', version: '' } }),
    mod(id('language'), 'LANGUAGE', {
      fallback: id('english'),
      settings: {
        payloads: [
          { id: id('route-de'), languageId: 'de' },
          { id: id('route-fr'), languageId: 'fr' },
        ],
      },
      connections: [
        { id: id('german'), optionID: id('route-de') },
        { id: id('french'), optionID: id('route-fr') },
      ],
    }),
    say(id('german'), 'Hallo!', id('end')),
    say(id('french'), 'Bonjour !', id('end')),
    say(id('english'), 'Hello!', id('end')),
    say(id('loop-a'), 'a', id('loop-b')),
    say(id('loop-b'), 'b', id('loop-a')),
    mod(id('understand'), 'AI', { fallback: id('agent-msg'), settings: { aiType: '', aiMode: 'INPUT', threshold: 0.5 }, connections: [{ id: id('web'), intent: 'web' }] }),
    mod(id('end'), 'END'),
  ];
}

export function everyBranch(): FlowDocument {
  return { formatVersion: 2, modules: [mod('start', 'START', { connections: [{ id: 'welcome-start' }] }), ...everyBranchFlow()] };
}

/**
 * A long chain for the engine bench: `blocks` copies of a question-answer block, each a
 * quick reply (two ways on), a message, a validated input and a logic module, then END.
 */
export function chainFlow(blocks: number, options: { oneParameter?: boolean } = {}): FlowDocument {
  // Each question keeps its answer in a parameter of its own, so the conversation's
  // parameters grow along the chain; with oneParameter every question reuses one.
  const answer = (i: number) => (options.oneParameter ? 'answer' : `answer${i}`);
  const modules: FlowModule[] = [mod('start', 'START', { connections: [{ id: 'q0' }] })];
  for (let i = 0; i < blocks; i += 1) {
    const next = i + 1 < blocks ? `q${i + 1}` : 'end';
    modules.push(
      mod(`q${i}`, 'SELECTION', {
        fallback: `q${i}`,
        fallbackCount: 1,
        settings: {
          selectionType: 'QUICKREPLY',
          prompt: `Question ${i}?`,
          inputParam: answer(i),
          payloads: [
            { id: `q${i}-yes`, text: 'Yes', type: 'TEXT' },
            { id: `q${i}-no`, text: 'No', type: 'TEXT' },
          ],
        },
        connections: [
          { id: `m${i}`, optionID: `q${i}-yes` },
          { id: `i${i}`, optionID: `q${i}-no` },
        ],
      }),
      say(`m${i}`, `You said #${answer(i)} to question ${i}.`, `l${i}`),
      mod(`i${i}`, 'INPUT', { settings: { inputType: 'TEXT', param: `n${i}`, prompt: 'A number?', validator: '^\\d+$', validatorFlag: '' }, connections: [{ id: `l${i}` }] }),
      mod(`l${i}`, 'LOGIC', {
        settings: { logicTab: 'STANDARD', payloads: [{ id: `l${i}-c`, ifCondition: `#${answer(i)}`, ifOperator: 'EQUALS', ifTargets: ['Yes'] }] },
        connections: [{ id: next, optionID: `l${i}-c` }, { id: next }],
      }),
    );
  }
  modules.push(mod('end', 'END'));
  return { formatVersion: 2, modules };
}
