import { REPORT_DEFAULT_DAYS, REPORT_MAX_HISTORY_YEARS, type AiReport, type AiReportQuery } from '../../services/contracts/analysis';

/**
 * The rules of the AI reporting filter (spec 01 sections 3, 4 and 5): which channels and AI
 * connections a report can be narrowed by, the date range's limits and default, and when
 * Generate is enabled.
 */

/** A calendar day as YYYY-MM-DD in the browser's time zone. */
export type Day = string;

/** A company where the user is ADMIN. */
export type ReportCompany = { id: string; name: string };
export type ReportChannel = { id: string; name: string; integrationType: string };
export type ReportAssistant = { id: string; name: string };
export type ReportVersion = { id: string; name: string; botId: string };
export type ReportAiConnection = { id: string; name: string; type: string };

/** What the filter offers for one company (the answers as the services give them). */
export type ReportOptions = { channels: ReportChannel[]; assistants: ReportAssistant[]; aiConnections: ReportAiConnection[] };

export type ReportSelection = { channelIds: string[]; botIds: string[]; versionIds: string[]; aiConnectionIds: string[] };
export const emptySelection = (): ReportSelection => ({ channelIds: [], botIds: [], versionIds: [], aiConnectionIds: [] });

/** Spec 3: channel types the report filters leave out (compared without case, spaces or underscores). */
export const EXCLUDED_CHANNEL_TYPES = ['microwebchat', 'suite', 'smooch', 'zoho', 'zendesk', 'dialogflow'] as const;
/** Spec 3: AI connection types the report filters leave out. */
export const EXCLUDED_AI_TYPES = ['Generative AI', 'Generative AI Default'] as const;

const normalType = (type: string) => type.toLowerCase().replace(/[\s_-]/g, '');

export function reportChannels<T extends { integrationType: string; status?: string | null }>(channels: readonly T[]): T[] {
  return channels.filter(
    (channel) => !(EXCLUDED_CHANNEL_TYPES as readonly string[]).includes(normalType(channel.integrationType)) && (channel.status ?? 'ACTIVE').toUpperCase() === 'ACTIVE',
  );
}

export function reportAiConnections<T extends { type: string }>(connections: readonly T[]): T[] {
  return connections.filter((connection) => !(EXCLUDED_AI_TYPES as readonly string[]).includes(connection.type));
}

/** The text of the error page when the user is ADMIN on no company (spec 8). */
export const NO_ADMIN_MESSAGE = 'You do not have admin access on any company.';
export const NO_ADMIN_PATH = `/error?message=${encodeURIComponent(NO_ADMIN_MESSAGE)}`;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDay(value: unknown): value is Day {
  return typeof value === 'string' && DAY_RE.test(value);
}

function dayParts(day: Day): [number, number, number] {
  const match = DAY_RE.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const dayOf = (date: Date): Day => date.toISOString().slice(0, 10);

export function addDays(day: Day, days: number): Day {
  const [y, m, d] = dayParts(day);
  return dayOf(new Date(Date.UTC(y, m - 1, d + days)));
}

/** Spec 5: the earliest day a report may start on, the same day two years back. */
export function earliestReportDay(today: Day): Day {
  const [y, m, d] = dayParts(today);
  return dayOf(new Date(Date.UTC(y - REPORT_MAX_HISTORY_YEARS, m - 1, d)));
}

export type DateRange = { start: Day | null; end: Day | null };

/** Spec 5: the last seven days up to today. */
export function defaultReportRange(today: Day): DateRange {
  return { start: addDays(today, -REPORT_DEFAULT_DAYS), end: today };
}

const inLimits = (day: Day, today: Day) => day >= earliestReportDay(today) && day <= today;

/** Spec 4: both dates, the start not after the end, each within the limits of spec 5. */
export function rangeReady(range: DateRange, today: Day): boolean {
  const { start, end } = range;
  return isDay(start) && isDay(end) && start <= end && inLimits(start, today) && inLimits(end, today);
}

/** Keeps only the chosen ids the options still hold. */
export const keepKnown = (ids: readonly string[], known: readonly { id: string }[]) => ids.filter((id) => known.some((item) => item.id === id));

/** Whether every id is one of the options (and none twice). */
export const allKnown = (ids: readonly string[], known: readonly { id: string }[]) => new Set(ids).size === ids.length && ids.every((id) => known.some((item) => item.id === id));

/** The query Generate sends. */
export function reportQuery(input: { companyId: string; range: { start: Day; end: Day }; timeZone: string; selection: ReportSelection }): AiReportQuery {
  return {
    companyId: input.companyId,
    startDate: input.range.start,
    endDate: input.range.end,
    timeZone: input.timeZone,
    channelIds: [...input.selection.channelIds],
    botIds: [...input.selection.botIds],
    versionIds: [...input.selection.versionIds],
    aiConnectionIds: [...input.selection.aiConnectionIds],
  };
}

/** An answer with nothing to draw: no conversation and no prediction in the range. */
export function reportEmpty(report: AiReport): boolean {
  return report.totals.conversations === 0 && report.totals.predictions === 0;
}
