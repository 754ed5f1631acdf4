import { z } from 'zod';
import { MAX_CONVERSATION_PAGE_SIZE } from '../../services/contracts/conversations';
import { isUuid } from '../companies/access';
import { conversationAnalysisMessages as m } from './messages';

/** Spec 9: report dates reach back at most two years (a day of slack for time zones). */
export const MAX_HISTORY_DAYS = 2 * 366 + 1;

const date = z
  .string({ error: m.badDate })
  .trim()
  .min(1, m.badDate)
  .refine((value) => !Number.isNaN(Date.parse(value)), m.badDate);

export const pageArgs = z
  .object({
    startDate: date,
    endDate: date,
    pageSize: z.number({ error: m.pageSize }).int(m.pageSize).min(1, m.pageSize).max(MAX_CONVERSATION_PAGE_SIZE, m.pageSize),
    pageIndex: z.number({ error: m.pageIndex }).int(m.pageIndex).min(1, m.pageIndex),
    channelIds: z.array(z.string().refine(isUuid, m.channelId)).max(500).nullish(),
    isEnded: z.boolean().nullish(),
  })
  .transform((args) => ({ ...args, start: new Date(args.startDate), end: new Date(args.endDate) }));

export type PageQuery = z.infer<typeof pageArgs>;

/** The date rules a parsed query must also meet: start not after end, not older than two years. */
export function dateProblem(query: Pick<PageQuery, 'start' | 'end'>, now: Date): string | null {
  if (query.start.getTime() > query.end.getTime()) return m.startAfterEnd;
  if (query.start.getTime() < now.getTime() - MAX_HISTORY_DAYS * 86_400_000) return m.tooOld;
  return null;
}

/** Paging figures of spec 3 for a 1-based page. */
export function pageFigures(totalCount: number, pageSize: number, currentPage: number) {
  const totalPages = Math.ceil(totalCount / pageSize);
  return { totalCount, pageSize, currentPage, totalPages, hasNext: currentPage < totalPages, hasPrevious: currentPage > 1 };
}
