import type { ConversationAssistantReport } from '../../../services/contracts/conversationAssistantReport';
import { conversationAssistantReportMachine, type ConversationAssistantReportContext } from '../../../machines/analysis/conversationAssistantReport.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const TODAY = '2026-11-23';
export const TIME_ZONE = 'Europe/Istanbul';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const companies = [
  { id: id(1), name: 'Bakery' },
  { id: id(2), name: 'Florist' },
];

const figures = { conversations: 3, ended: 1, live: 2, handedOver: 1, handoverRate: 1 / 3, averageSecondsToHandover: 90, averageMessages: 2.5, votes: 1, averageVote: 8 };
const zeros = { conversations: 0, ended: 0, live: 0, handedOver: 0, handoverRate: null, averageSecondsToHandover: null, averageMessages: null, votes: 0, averageVote: null };

/** Two assistants with conversations in the range. */
export function withRows(companyId = id(1)): ConversationAssistantReport {
  return {
    companyId,
    companyName: 'Bakery',
    startDate: '2026-11-16',
    endDate: TODAY,
    totals: { ...figures, conversations: 4 },
    assistants: [
      { id: id(21), name: 'Shop', archived: false, ...figures },
      { id: id(22), name: 'Desk', archived: true, ...figures, conversations: 1 },
    ],
  };
}
export const noConversation: ConversationAssistantReport = { ...withRows(), totals: zeros, assistants: [] };

export const ranges = {
  valid: { start: '2026-11-01', end: '2026-11-10' },
  reversed: { start: '2026-11-10', end: '2026-11-01' },
  halfTyped: { start: null, end: null },
  tooEarly: { start: '2024-11-22', end: '2026-11-10' },
  future: { start: '2026-11-01', end: '2026-11-24' },
};

const serialize = serializeWith(({ context }) => {
  const c = context as ConversationAssistantReportContext;
  return [c.companyId, c.range, c.draft, c.rangeProblem?.key ?? null, c.report?.assistants.length ?? null, c.error?.key ?? null];
});

const input = { companyId: null, range: { start: null, end: null }, today: TODAY, timeZone: TIME_ZONE };
const companiesRead = done('loadCompanies', companies);

export const conversationAssistantReportModel: CatalogueEntry = {
  machine: conversationAssistantReportMachine,
  appActions: ['goTo', 'saveCsv'],
  scenarios: [
    {
      name: 'the companies: none where the user is ADMIN, or a failure and retry',
      input,
      events: [done('loadCompanies', []), failed('loadCompanies', networkFailure), { type: 'RETRY' }],
    },
    {
      name: 'the company and days of the address: rows, none, or a failure and retry',
      input: { companyId: id(2), range: ranges.valid, today: TODAY, timeZone: TIME_ZONE },
      events: [
        companiesRead,
        done('loadReport', withRows(id(2))),
        done('loadReport', noConversation),
        failed('loadReport', httpFailure(403, { message: 'You are not an ADMIN of this company.' })),
        failed('loadReport', networkFailure),
        { type: 'RETRY' },
        { type: 'DOWNLOAD' },
      ],
    },
    {
      name: 'another company, and a range changed: applied when it keeps the rules, else held with the reason',
      input,
      events: [
        companiesRead,
        done('loadReport', withRows()),
        done('loadReport', noConversation),
        failed('loadReport', networkFailure),
        { type: 'COMPANY_CHOSEN', companyId: id(2) },
        { type: 'COMPANY_CHOSEN', companyId: id(9) },
        { type: 'RANGE_CHANGED', range: ranges.valid },
        { type: 'RANGE_CHANGED', range: ranges.reversed },
        { type: 'RANGE_CHANGED', range: ranges.halfTyped },
        { type: 'RANGE_RESET' },
      ],
    },
    {
      name: 'a range out of the limits cannot be applied',
      input,
      events: [companiesRead, done('loadReport', withRows()), { type: 'RANGE_CHANGED', range: ranges.tooEarly }, { type: 'RANGE_CHANGED', range: ranges.future }],
    },
  ],
  serialize,
};
