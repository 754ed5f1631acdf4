import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  addDays,
  canHandOver,
  conversationListMachine,
  conversationListTexts,
  defaultRange,
  earliestDay,
  firstCompany,
  openIdsOnPage,
  queryOf,
  rangeProblem,
  withHandedOver,
  type ConversationListContext,
} from './conversationList.machine';
import { companies, conversationListModel, firstPage, handoverPage, livePage, TODAY } from '../../tests/paths/models/conversationList.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { generatePaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const paths = generatePaths(conversationListModel);
const ctx = (d: Driver) => d.snapshot().context as ConversationListContext;
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

/** The query of a context whose company is chosen. */
const queryFor = (c: ConversationListContext) => queryOf({ ...c, companyId: c.companyId ?? 'none chosen' });

const checks: StateChecks = {
  loadingCompanies: (d) => {
    expect(d.invocations.loadCompanies?.length).toBeGreaterThan(0);
    expect(ctx(d).companyId).toBeNull();
    expect(d.snapshot().can({ type: 'COMPANY_CHANGED', companyId: 'c1' })).toBe(false);
  },
  companiesFailed: (d, step) => {
    expect(ctx(d).companyId).toBeNull();
    expect(ctx(d).error).toEqual(expectedFailure(errorOf(step.event), commonTexts.other));
  },
  noCompany: (d) => {
    expect(ctx(d)).toMatchObject({ companies: [], companyId: null, data: null });
    expect(d.invocations.loadPage ?? []).toEqual([]);
  },
  loading: (d, step) => {
    const c = ctx(d);
    // The conversations of a company are read at once: the address's when it is theirs, else the first.
    if (step.event.type === 'xstate.done.actor.loadCompanies') {
      expect(c.companies).toEqual(companies);
      expect(c.companyId).toBe(c.requestedCompanyId === 'c2' ? 'c2' : 'c1');
      expect(c.error).toBeNull();
    }
    if (step.event.type === 'COMPANY_CHANGED') {
      expect(c.companyId).toBe((step.event as unknown as { companyId: string }).companyId);
      expect(c.page).toBe(1);
    }
    const query = d.invocations.loadPage?.at(-1) as Record<string, unknown>;
    expect(query).toEqual(queryFor(c));
    expect(query['companyId']).toBe(c.companyId);
    expect(query['pageSize']).toBe(20);
    expect(query['pageIndex']).toBe(c.page);
    // Spec 7: isEnded is the inverse of the live switch and is left out when the switch is off.
    expect('isEnded' in query).toBe(c.liveOnly);
    if (c.liveOnly) expect(query['isEnded']).toBe(false);
    if (step.event.type === 'LIVE_CHANGED' || step.event.type === 'RANGE_CHANGED') expect(c.page).toBe(1);
    if (step.event.type === 'xstate.done.actor.loadPage') expect(c.page).toBe(1);
    if (step.event.type === 'xstate.done.actor.closeConversation') {
      expect(d.lastCalls()).toEqual([{ type: 'showToast', params: { kind: 'success', text: { key: conversationListTexts.closed } } }]);
      expect(c.closingId).toBeNull();
    }
    if (step.event.type === 'xstate.done.actor.closeAll') {
      expect(d.lastCalls()).toEqual([{ type: 'showToast', params: { kind: 'success', text: { key: conversationListTexts.closedAll } } }]);
    }
    // A refused hand over says why and reads the page again.
    if (step.event.type === 'xstate.done.actor.handoverConversation') {
      const message = (step.event as { output?: { message?: string } }).output?.message;
      expect(d.lastCalls()).toEqual([{ type: 'showToast', params: { kind: 'error', text: { key: conversationListTexts.handoverFailed, message } } }]);
      expect(c.handoverId).toBeNull();
    }
  },
  'list.idle': (d, step) => {
    const c = ctx(d);
    expect(c.data?.conversations.length).toBeGreaterThan(0);
    expect(c.error).toBeNull();
    expect(c.closingId).toBeNull();
    expect(c.handoverId).toBeNull();
    const event = step.event as { type: string; output?: { message?: string } };
    if (event.type === 'xstate.done.actor.closeConversation') {
      expect(d.lastCalls()).toEqual([{ type: 'showToast', params: { kind: 'error', text: { key: conversationListTexts.closeFailed, message: event.output?.message } } }]);
    }
    if (event.type === 'xstate.done.actor.handoverConversation') {
      expect(d.lastCalls()).toEqual([{ type: 'showToast', params: { kind: 'success', text: { key: conversationListTexts.handedOver } } }]);
      expect(c.data?.conversations.find((r) => r._id === 'a')?.isHandedOver).toBe(true);
    }
    // Hand over is offered for open rows not handed over yet, and for rows on the page only.
    for (const r of c.data?.conversations ?? []) {
      expect(d.snapshot().can({ type: 'HAND_OVER', id: r._id })).toBe(r.endDate === null && !r.isHandedOver);
    }
    expect(d.snapshot().can({ type: 'HAND_OVER', id: 'x' })).toBe(false);
    const failures: Record<string, string> = {
      'xstate.error.actor.closeConversation': conversationListTexts.closeFailed,
      'xstate.error.actor.handoverConversation': conversationListTexts.handoverFailed,
      'xstate.error.actor.closeAll': conversationListTexts.closeAllFailed,
      'xstate.error.actor.exportCsv': conversationListTexts.csvFailed,
    };
    const fallback = failures[event.type];
    if (fallback) expect(d.lastCalls()).toEqual([{ type: 'showToast', params: { kind: 'error', text: expectedFailure(errorOf(event), fallback) } }]);
    if (event.type === 'CANCEL' || event.type === 'xstate.done.actor.exportCsv') expect(d.lastCalls()).toEqual([]);
    if (event.type === 'RANGE_CHANGED') expect(c.rangeError).not.toBeNull();
    // Close All is offered only with the live switch on.
    expect(d.snapshot().can({ type: 'CLOSE_ALL' })).toBe(c.liveOnly);
    // The company filter offers the user's other companies only.
    for (const company of ['c1', 'c2', 'zz']) {
      expect(d.snapshot().can({ type: 'COMPANY_CHANGED', companyId: company })).toBe(company !== c.companyId && company !== 'zz');
    }
  },
  'list.confirmingClose': (d) => {
    expect(ctx(d).closingId).toBe('a');
    expect(d.snapshot().can({ type: 'PAGE', page: 2 })).toBe(false);
  },
  'list.closing': (d) => {
    expect(d.invocations.closeConversation?.at(-1)).toEqual({ id: 'a' });
    expect(d.snapshot().can({ type: 'CANCEL' })).toBe(false);
  },
  'list.confirmingHandover': (d) => {
    expect(ctx(d).handoverId).toBe('a');
    expect(d.snapshot().can({ type: 'PAGE', page: 2 })).toBe(false);
    expect(d.snapshot().can({ type: 'CLOSE', id: 'a' })).toBe(false);
  },
  'list.handingOver': (d) => {
    expect(d.invocations.handoverConversation?.at(-1)).toEqual({ id: 'a' });
    expect(d.snapshot().can({ type: 'CANCEL' })).toBe(false);
    expect(d.snapshot().can({ type: 'HAND_OVER', id: 'a' })).toBe(false);
  },
  'list.confirmingCloseAll': (d) => {
    expect(ctx(d).liveOnly).toBe(true);
  },
  'list.closingAll': (d) => {
    expect(d.invocations.closeAll?.at(-1)).toEqual({ companyId: ctx(d).companyId, ids: ['a', 'c'] });
  },
  'list.downloading': (d) => {
    const { pageIndex: _page, ...query } = queryFor(ctx(d));
    expect(d.invocations.exportCsv?.at(-1)).toEqual(query);
  },
  empty: (d) => {
    expect(ctx(d).data?.conversations).toEqual([]);
    expect(d.snapshot().can({ type: 'DOWNLOAD_CSV' })).toBe(false);
  },
  error: (d, step) => {
    expect(ctx(d).data).toBeNull();
    expect(ctx(d).error).toEqual(expectedFailure(errorOf(step.event), commonTexts.other));
  },
};

describe('conversationListMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(conversationListMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(conversationListModel, path, checks);
  });
});

describe('conversation list rules', () => {
  it('the default range is the last 7 days up to today; history reaches back two years', () => {
    expect(defaultRange(TODAY)).toEqual({ start: '2026-11-16', end: TODAY });
    expect(earliestDay(TODAY)).toBe('2024-11-23');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });
  it.each([
    [{ start: '2026-11-16', end: TODAY }, null],
    [{ start: '2024-11-23', end: TODAY }, null],
    [{ start: TODAY, end: TODAY }, null],
    [{ start: '2026-11-20', end: '2026-11-19' }, conversationListTexts.startAfterEnd],
    [{ start: '2024-11-22', end: TODAY }, conversationListTexts.tooOld],
    [{ start: '2026-11-16', end: '2026-11-24' }, conversationListTexts.future],
    [{ start: 'soon', end: TODAY }, conversationListTexts.startAfterEnd],
  ])('range %j: %s', (range, key) => {
    expect(rangeProblem(range, TODAY)?.key ?? null).toBe(key);
  });
  it('the query covers whole local days, 20 a page, isEnded false only for live', () => {
    const query = queryOf({ companyId: 'c1', range: { start: '2026-11-16', end: '2026-11-23' }, liveOnly: true, page: 3 });
    expect(new Date(query.startDate).getTime()).toBe(new Date(2026, 10, 16, 0, 0, 0, 0).getTime());
    expect(new Date(query.endDate).getTime()).toBe(new Date(2026, 10, 23, 23, 59, 59, 999).getTime());
    expect(query).toMatchObject({ companyId: 'c1', pageSize: 20, pageIndex: 3, isEnded: false });
    expect('isEnded' in queryOf({ companyId: 'c1', range: defaultRange(TODAY), liveOnly: false, page: 1 })).toBe(false);
  });
  it('Close All takes the open conversations of the page only', () => {
    expect(openIdsOnPage(firstPage)).toEqual(['a']);
    expect(openIdsOnPage(livePage)).toEqual(['a', 'c']);
    expect(openIdsOnPage(null)).toEqual([]);
  });
  it('only open rows of the page not handed over yet can be handed over; a hand over marks just its row', () => {
    expect(['a', 'b', 'h', 'x'].filter((id) => canHandOver(handoverPage, id))).toEqual(['a']);
    expect(canHandOver(null, 'a')).toBe(false);
    const after = withHandedOver(handoverPage, 'a');
    expect(after?.conversations.map((r) => [r._id, r.isHandedOver])).toEqual([
      ['a', true],
      ['b', false],
      ['h', true],
    ]);
    expect(after).toMatchObject({ totalCount: handoverPage.totalCount, currentPage: 1 });
    expect(handoverPage.conversations[0]?.isHandedOver).toBe(false);
    expect(withHandedOver(null, 'a')).toBeNull();
  });
  it("lists the company the address names when it is the user's, else their first; none without companies", () => {
    expect(firstCompany(companies, 'c2')).toBe('c2');
    expect(firstCompany(companies, 'zz')).toBe('c1');
    expect(firstCompany(companies, null)).toBe('c1');
    expect(firstCompany([], 'c1')).toBeNull();
  });
  it('a bad range or page in the input falls back to the defaults', () => {
    const actor = createActor(conversationListMachine, { input: { companyId: 'c1', today: TODAY, range: { start: '2020-01-01', end: TODAY }, page: 0 } });
    expect(actor.getSnapshot().context).toMatchObject({ range: defaultRange(TODAY), page: 1, liveOnly: false });
  });
});
