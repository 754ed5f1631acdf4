import type { ConversationPage, ConversationRow } from '../../../services/contracts/conversations';
import { conversationListMachine, type CompanyChoice, type ConversationListContext } from '../../../machines/conversations/conversationList.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const TODAY = '2026-11-23';

export function row(id: string, overrides: Partial<ConversationRow> = {}): ConversationRow {
  return {
    _id: id,
    channelID: 'ch1',
    channelType: 'MicroWebChat',
    channelName: 'Helper Web Chat',
    clientID: 'client-1',
    startDate: '2026-11-20T09:30:00.000Z',
    lastMessageDate: '2026-11-20T09:45:00.000Z',
    endDate: null,
    isEnded: false,
    isHandedOver: false,
    isInternalHandedOver: false,
    botID: 'bot-1',
    botName: 'Help desk',
    versionID: null,
    rating: null,
    ...overrides,
  };
}

export function page(conversations: ConversationRow[], figures: Partial<ConversationPage> = {}): ConversationPage {
  return { conversations, totalCount: 25, pageSize: 20, currentPage: 1, totalPages: 2, hasNext: true, hasPrevious: false, ...figures };
}

/** A page with an open (a) and a closed (b) conversation. */
export const firstPage = page([row('a'), row('b', { endDate: '2026-11-20T10:00:00.000Z', isEnded: true })]);
/** A page with open conversations only (the live switch on). */
export const livePage = page([row('a'), row('c')], { totalCount: 2, totalPages: 1, hasNext: false });
/** A page with an open (a), a closed (b) and an open, already handed over (h) conversation. */
export const handoverPage = page([row('a'), row('b', { endDate: '2026-11-20T10:00:00.000Z', isEnded: true }), row('h', { isHandedOver: true })]);
export const emptyPage = page([], { totalCount: 0, totalPages: 0, hasNext: false });
/** Page 2 asked for after its conversations were closed: only one page is left. */
export const pastEndPage = page([], { totalCount: 3, currentPage: 2, totalPages: 1, hasNext: false, hasPrevious: true });

/** The user's companies (c1 first) and a company that is not theirs (zz). */
export const companies: CompanyChoice[] = [
  { id: 'c1', name: 'Acme' },
  { id: 'c2', name: 'Beta' },
];
const companiesRead = done('loadCompanies', companies);

export const listFailures = [httpFailure(500), httpFailure(400, { message: 'The page size must be between 1 and 100.' }), networkFailure];
export const changeFailures = [httpFailure(404, { message: 'The conversation does not exist.' }), networkFailure];

const serialize = serializeWith(({ context }) => {
  const c = context as ConversationListContext;
  const handedOver = c.data === null ? null : c.data.conversations.filter((r) => r.isHandedOver).map((r) => r._id);
  return [
    c.companyId,
    c.companies.length,
    c.page,
    c.liveOnly,
    c.range,
    c.rangeError?.key ?? null,
    c.data === null ? null : c.data.conversations.length,
    handedOver,
    c.error?.key ?? null,
    c.closingId,
    c.handoverId,
  ];
});

export const conversationListModel: CatalogueEntry = {
  machine: conversationListMachine,
  appActions: ['showToast'],
  scenarios: [
    {
      name: "the user's companies: the one the address names or the first, and a company filter",
      input: { today: TODAY },
      events: [
        ...listFailures.slice(0, 2).map((f) => failed('loadCompanies', f)),
        { type: 'RETRY' },
        done('loadCompanies', []),
        companiesRead,
        done('loadPage', firstPage),
        done('loadPage', emptyPage),
        failed('loadPage', networkFailure),
        // c2 is another of theirs; c1 is the one listed; zz is not theirs.
        { type: 'COMPANY_CHANGED', companyId: 'c2' },
        { type: 'COMPANY_CHANGED', companyId: 'c1' },
        { type: 'COMPANY_CHANGED', companyId: 'zz' },
      ],
    },
    {
      name: 'the address names another company of theirs',
      input: { companyId: 'c2', today: TODAY },
      events: [companiesRead, done('loadPage', firstPage), { type: 'COMPANY_CHANGED', companyId: 'c1' }],
    },
    {
      name: 'read and page',
      input: { companyId: 'c1', today: TODAY },
      events: [
        companiesRead,
        done('loadPage', firstPage),
        done('loadPage', emptyPage),
        done('loadPage', pastEndPage),
        ...listFailures.map((f) => failed('loadPage', f)),
        { type: 'PAGE', page: 2 },
        { type: 'PAGE', page: 1 },
        { type: 'RETRY' },
      ],
    },
    {
      name: 'filter by date range and the live switch',
      input: { companyId: 'c1', today: TODAY },
      events: [
        companiesRead,
        done('loadPage', firstPage),
        { type: 'LIVE_CHANGED', value: true },
        { type: 'RANGE_CHANGED', range: { start: '2026-11-01', end: '2026-11-23' } },
        { type: 'RANGE_CHANGED', range: { start: '2026-11-23', end: '2026-11-01' } },
        { type: 'RANGE_CHANGED', range: { start: '2024-11-22', end: '2026-11-01' } },
        { type: 'RANGE_CHANGED', range: { start: '2026-11-01', end: '2026-11-24' } },
      ],
    },
    {
      name: 'change the filter when nothing or a failure is shown',
      input: { companyId: 'c1', today: TODAY },
      events: [
        companiesRead,
        done('loadPage', emptyPage),
        failed('loadPage', networkFailure),
        { type: 'LIVE_CHANGED', value: true },
        { type: 'RANGE_CHANGED', range: { start: '2026-11-01', end: '2026-11-23' } },
        { type: 'RANGE_CHANGED', range: { start: '2026-11-23', end: '2026-11-01' } },
      ],
    },
    {
      name: 'close one conversation, download the CSV',
      input: { companyId: 'c1', today: TODAY },
      events: [
        companiesRead,
        done('loadPage', firstPage),
        { type: 'CLOSE', id: 'a' },
        { type: 'CLOSE_ALL' },
        { type: 'CANCEL' },
        { type: 'CONFIRM' },
        done('closeConversation', { success: true }),
        done('closeConversation', { success: false, message: 'This conversation is already closed.' }),
        ...changeFailures.map((f) => failed('closeConversation', f)),
        { type: 'DOWNLOAD_CSV' },
        done('exportCsv', undefined),
        failed('exportCsv', httpFailure(500)),
      ],
    },
    {
      name: 'hand one conversation over to an agent',
      input: { companyId: 'c1', today: TODAY },
      events: [
        companiesRead,
        done('loadPage', handoverPage),
        // Refused by the machine: b is closed, h already handed over, x not on the page.
        { type: 'HAND_OVER', id: 'b' },
        { type: 'HAND_OVER', id: 'h' },
        { type: 'HAND_OVER', id: 'x' },
        { type: 'HAND_OVER', id: 'a' },
        { type: 'CANCEL' },
        { type: 'CONFIRM' },
        done('handoverConversation', { success: true }),
        done('handoverConversation', { success: false, message: 'This conversation is already handed over to an agent.' }),
        ...changeFailures.map((f) => failed('handoverConversation', f)),
      ],
    },
    {
      name: 'close all live conversations on the page',
      input: { companyId: 'c1', today: TODAY, liveOnly: true, range: { start: '2026-11-20', end: '2026-11-23' }, page: 1 },
      events: [
        companiesRead,
        done('loadPage', livePage),
        { type: 'CLOSE_ALL' },
        { type: 'CANCEL' },
        { type: 'CONFIRM' },
        done('closeAll', { success: true, closed: 2 }),
        ...changeFailures.map((f) => failed('closeAll', f)),
      ],
    },
  ],
  serialize,
};
