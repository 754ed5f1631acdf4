import type { AiReport } from '../../../services/contracts/analysis';
import { reportFilterMachine, type ReportFilterContext } from '../../../machines/analysis/reportFilter.machine';
import type { ReportCompany, ReportOptions, ReportVersion } from '../../../machines/analysis/reportFilter.rules';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const TODAY = '2026-11-23';
export const TIME_ZONE = 'Europe/Istanbul';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const ids = { c1: id(1), c2: id(2), zz: id(9), ch1: id(11), ch2: id(12), web: id(13), bot1: id(21), bot2: id(22), v1: id(31), v2: id(32), ai1: id(41), gen: id(42) };

export const adminCompanies: ReportCompany[] = [
  { id: ids.c1, name: 'Acme' },
  { id: ids.c2, name: 'Beta' },
];

/** What the services answer for a company: a web chat channel and a generative connection the filter leaves out. */
export const options: ReportOptions = {
  channels: [
    { id: ids.ch1, name: 'Support line', integrationType: 'WhatsApp' },
    { id: ids.ch2, name: 'Shop page', integrationType: 'Facebook' },
    { id: ids.web, name: 'Site chat', integrationType: 'MicroWebChat' },
  ],
  assistants: [
    { id: ids.bot1, name: 'Help desk' },
    { id: ids.bot2, name: 'Orders' },
  ],
  aiConnections: [
    { id: ids.ai1, name: 'Intents', type: 'DialogFlow' },
    { id: ids.gen, name: 'Writer', type: 'Generative AI' },
  ],
};

export const versions: ReportVersion[] = [
  { id: ids.v1, name: 'v1', botId: ids.bot1 },
  { id: ids.v2, name: 'v2', botId: ids.bot1 },
];

export function report(overrides: Partial<AiReport> = {}): AiReport {
  return {
    totals: {
      conversations: 12,
      endedConversations: 10,
      liveConversations: 2,
      clientMessages: 40,
      botMessages: 52,
      predictions: 30,
      recognised: 24,
      fallbacks: 5,
      errors: 1,
      averageConfidence: 0.81,
    },
    daily: [
      { date: '2026-11-22', conversations: 5, messages: 30, predictions: 12, recognised: 10, fallbacks: 2 },
      { date: '2026-11-23', conversations: 7, messages: 41, predictions: 18, recognised: 14, fallbacks: 3 },
    ],
    intents: [
      { intent: 'greeting', hits: 14, averageConfidence: 0.9 },
      { intent: 'order status', hits: 10, averageConfidence: 0.75 },
    ],
    confidence: Array.from({ length: 10 }, (_, i) => ({ from: i / 10, to: (i + 1) / 10, count: i === 8 ? 20 : i === 5 ? 10 : 0 })),
    channels: [{ channelId: ids.ch1, channelName: 'Support line', channelType: 'WhatsApp', conversations: 12 }],
    subBotsOnly: false,
    ...overrides,
  };
}

export const emptyReport: AiReport = {
  ...report(),
  totals: {
    ...report().totals,
    conversations: 0,
    endedConversations: 0,
    liveConversations: 0,
    clientMessages: 0,
    botMessages: 0,
    predictions: 0,
    recognised: 0,
    fallbacks: 0,
    errors: 0,
    averageConfidence: null,
  },
  daily: [],
  intents: [],
  confidence: [],
  channels: [],
};
export const subBotReport: AiReport = { ...emptyReport, subBotsOnly: true };

const serialize = serializeWith(({ context }) => {
  const c = context as ReportFilterContext;
  return [
    c.companyId,
    c.companies.length,
    c.options.channels.length,
    c.versions.length,
    c.range,
    c.selection,
    c.report === null ? null : c.report.subBotsOnly,
    c.error?.key ?? null,
  ];
});

const companiesRead = done('loadCompanies', adminCompanies);
const chooseC1 = { type: 'COMPANY_CHOSEN', companyId: ids.c1 };

export const reportFilterModel: CatalogueEntry = {
  machine: reportFilterMachine,
  appActions: ['goTo'],
  scenarios: [
    {
      name: 'the companies where the user is ADMIN; none leads to the error page',
      input: { today: TODAY, timeZone: TIME_ZONE },
      events: [
        failed('loadCompanies', httpFailure(500)),
        failed('loadCompanies', networkFailure),
        { type: 'RETRY' },
        done('loadCompanies', []),
        companiesRead,
        chooseC1,
        { type: 'COMPANY_CHOSEN', companyId: ids.zz },
      ],
    },
    {
      name: 'choose a company: its lists, or a failure and another company',
      input: { today: TODAY, timeZone: TIME_ZONE },
      events: [
        companiesRead,
        chooseC1,
        { type: 'COMPANY_CHOSEN', companyId: ids.c2 },
        failed('loadOptions', httpFailure(400, { message: 'The company does not exist.' })),
        { type: 'RETRY' },
        done('loadOptions', options),
      ],
    },
    {
      name: 'narrow the report and generate: figures, no data, sub bots, a failure',
      input: { today: TODAY, timeZone: TIME_ZONE },
      events: [
        companiesRead,
        chooseC1,
        done('loadOptions', options),
        { type: 'GENERATE' },
        done('loadReport', report()),
        done('loadReport', emptyReport),
        done('loadReport', subBotReport),
        failed('loadReport', networkFailure),
        { type: 'RETRY' },
        { type: 'CHANNELS_CHOSEN', ids: [ids.ch1] },
        { type: 'CHANNELS_CHOSEN', ids: [ids.web] },
        { type: 'AI_CONNECTIONS_CHOSEN', ids: [ids.ai1] },
        { type: 'AI_CONNECTIONS_CHOSEN', ids: [ids.gen] },
      ],
    },
    {
      name: 'the date range: Generate only with both dates, start not after end, within two years',
      input: { today: TODAY, timeZone: TIME_ZONE },
      events: [
        companiesRead,
        chooseC1,
        done('loadOptions', options),
        { type: 'RANGE_CHANGED', range: { start: '2026-11-01', end: TODAY } },
        { type: 'RANGE_CHANGED', range: { start: null, end: TODAY } },
        { type: 'RANGE_CHANGED', range: { start: TODAY, end: '2026-11-01' } },
        { type: 'RANGE_CHANGED', range: { start: '2024-11-22', end: TODAY } },
        { type: 'GENERATE' },
      ],
    },
    {
      name: 'choose assistants and their versions',
      input: { today: TODAY, timeZone: TIME_ZONE },
      events: [
        companiesRead,
        chooseC1,
        done('loadOptions', options),
        { type: 'ASSISTANTS_CHOSEN', ids: [ids.bot1] },
        { type: 'ASSISTANTS_CHOSEN', ids: [] },
        { type: 'ASSISTANTS_CHOSEN', ids: [ids.zz] },
        done('loadVersions', versions),
        failed('loadVersions', httpFailure(500)),
        { type: 'VERSIONS_CHOSEN', ids: [ids.v1] },
        { type: 'VERSIONS_CHOSEN', ids: [ids.zz] },
        { type: 'RANGE_CHANGED', range: { start: '2026-11-01', end: TODAY } },
        { type: 'CHANNELS_CHOSEN', ids: [ids.ch2] },
        { type: 'AI_CONNECTIONS_CHOSEN', ids: [ids.ai1] },
        { type: 'GENERATE' },
      ],
    },
  ],
  serialize,
};
