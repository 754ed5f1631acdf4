import { beforeAll, describe, expect, it } from 'vitest';
import type { PartnerEvent } from '../../../../../services/contracts/designerData';
import { en, initTestI18n } from '../../../../testing/i18n';
import {
  addAttributeCondition,
  addEventCondition,
  attributeConditionsOf,
  attributeDraft,
  dateRangeError,
  dayOfEpoch,
  draftComplete,
  epochOfDay,
  eventConditionsOf,
  eventsOf,
  partnerEventsOrNone,
  partnerMissing,
  personalizedTexts,
  removeAttributeCondition,
  removeEventCondition,
  storedEventName,
  withDateRange,
  withWantedEvent,
} from './personalizedRules';

beforeAll(() => initTestI18n());

const text = (key: string) => en(`panelsLogic:${key}`);
const purchase: PartnerEvent = { display_name: 'Purchase', key: 'purchase', params: [{ display_name: 'Amount', key: 'amount', type: 'number', mappedKey: 'amt' }] };
const confirmation: PartnerEvent = {
  display_name: 'Confirmation Page View',
  key: 'confirmation_page_view',
  params: [{ display_name: 'Page', key: 'page', type: 'string', mappedKey: 'pg' }],
};
const draft = (ifCondition: string, targets: string[] = ['10']) => ({
  ifCondition,
  ifConditionName: ifCondition.toUpperCase(),
  ifOperator: 'GREATER_THAN' as const,
  ifTargets: targets,
});

describe('personalized logic rules (spec 03 sections 3.2, 4.2, 5.7)', () => {
  it('stores confirmation_page_view by the lower case of its display text, other events by key', () => {
    expect(storedEventName(confirmation)).toBe('confirmation page view');
    expect(storedEventName(purchase)).toBe('purchase');
  });

  it('needs a subject and, unless IS_EMPTY, a target value', () => {
    expect(draftComplete(draft('city'))).toBe(true);
    expect(draftComplete(draft('city', []))).toBe(false);
    expect(draftComplete({ ...draft('city', []), ifOperator: 'IS_EMPTY' })).toBe(true);
    expect(draftComplete(draft(''))).toBe(false);
  });

  it('adds attribute conditions by contact key with trimmed targets, and lists the attributes used', () => {
    const contact = { display_name: 'City', key: 'city', mappedKey: 'c' };
    const once = addAttributeCondition({}, attributeDraft(contact, 'EQUALS', [' Izmir ']));
    expect(once).toEqual({ attributeConditions: [{ ifCondition: 'city', ifConditionName: 'City', ifOperator: 'EQUALS', ifTargets: ['Izmir'] }], attributes: ['city'] });
    const twice = addAttributeCondition(once, draft('age'));
    expect(twice['attributes']).toEqual(['city', 'age']);
    const removed = removeAttributeCondition(twice, 0);
    expect(attributeConditionsOf(removed).map((c) => c.ifCondition)).toEqual(['age']);
    expect(removed['attributes']).toEqual(['age']);
  });

  it('adds event conditions under one single-key object per event and makes the event wanted', () => {
    const first = addEventCondition({}, purchase, draft('amount'));
    expect(first['eventConditions']).toEqual([{ purchase: [{ ifCondition: 'amount', ifConditionName: 'AMOUNT', ifOperator: 'GREATER_THAN', ifTargets: ['10'] }] }]);
    expect(first['events']).toEqual({ wanted: [{ event_name: 'purchase', params: ['amount'] }] });
    const second = addEventCondition(first, purchase, draft('amount', ['99']));
    expect(eventConditionsOf(second)).toHaveLength(1);
    expect(eventConditionsOf(second)[0]?.['purchase']).toHaveLength(2);
    const third = addEventCondition(second, confirmation, draft('page', ['/done']));
    expect(eventConditionsOf(third).map((entry) => Object.keys(entry)[0])).toEqual(['purchase', 'confirmation page view']);
    expect(eventsOf(third).wanted.map((w) => w.event_name)).toEqual(['purchase', 'confirmation page view']);
    const removed = removeEventCondition(third, 'confirmation page view', 0);
    expect(eventConditionsOf(removed).map((entry) => Object.keys(entry)[0])).toEqual(['purchase']);
  });

  it('toggles wanted events with their parameters', () => {
    const on = withWantedEvent({ wanted: [] }, purchase, true);
    expect(on.wanted).toEqual([{ event_name: 'purchase', params: ['amount'] }]);
    expect(withWantedEvent(on, purchase, true)).toEqual(on);
    expect(withWantedEvent(on, purchase, false).wanted).toEqual([]);
  });

  it('stores the date range as epoch milliseconds, start and end of the day, and refuses an end before the start', () => {
    expect(epochOfDay('2026-03-01', 'start')).toBe(Date.UTC(2026, 2, 1));
    expect(epochOfDay('2026-03-01', 'end')).toBe(Date.UTC(2026, 2, 1, 23, 59, 59, 999));
    expect(epochOfDay('', 'start')).toBeUndefined();
    expect(dayOfEpoch(Date.UTC(2026, 2, 1, 12))).toBe('2026-03-01');
    expect(dayOfEpoch(undefined)).toBe('');
    const range = withDateRange(withDateRange({ wanted: [] }, 'start', '2026-03-05'), 'end', '2026-03-01');
    expect(range).toEqual({ wanted: [], start_date: Date.UTC(2026, 2, 5), end_date: Date.UTC(2026, 2, 1, 23, 59, 59, 999) });
    expect(dateRangeError(range)).toEqual({ key: personalizedTexts.endBeforeStart });
    expect(text(personalizedTexts.endBeforeStart)).toBe('The end date cannot be before the start date.');
    expect(dateRangeError(withDateRange(range, 'end', '2026-03-05'))).toBeNull();
    expect(withDateRange(range, 'end', '')).toEqual({ wanted: [], start_date: Date.UTC(2026, 2, 5) });
  });

  it('reads a version without partner events, or answered 404, as one without a ucd integration', async () => {
    expect(await partnerEventsOrNone(Promise.reject({ kind: 'http', status: 404 }))).toEqual([]);
    await expect(partnerEventsOrNone(Promise.reject({ kind: 'http', status: 500 }))).rejects.toEqual({ kind: 'http', status: 500 });
    expect(partnerMissing({ status: 'ready', data: [] })).toBe(true);
    expect(partnerMissing({ status: 'ready', data: [purchase] })).toBe(false);
    expect(partnerMissing({ status: 'loading', data: null })).toBe(false);
    expect(text(personalizedTexts.noPartner)).toBe('Please add a ucd integration to be able to use this feature!');
    expect(text(personalizedTexts.attributeAdded)).toBe('Attribute condition added successfully');
    expect(text(personalizedTexts.eventAdded)).toBe('Event condition added successfully');
  });
});
