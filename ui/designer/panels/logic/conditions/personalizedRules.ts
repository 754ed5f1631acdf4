import type { PartnerContact, PartnerEvent } from '../../../../../services/contracts/designerData';
import { failureStatus } from '../../../../../machines/shared/apiError';
import type { LogicSettings } from '../../../../../services/contracts/modules/logic';
import type { RuleText } from '../moduleEdit';
import { cleanTargets, operatorTakesTargets, type LogicOperator } from '../parameters';
import type { ResourceStatus } from '../../useResource';

/**
 * The LOGIC module's personalized tab (spec 03 sections 2.9, 3.2, 4.2, 5.7): conditions on
 * the contact's attributes and on events the partner (the version's ucd integration)
 * recorded, within a date range; one output `{ id, optionID: 'personalization' }`.
 */
export const PERSONALIZED_CONDITION_TYPES = ['ATTRIBUTE', 'EVENT'] as const;
export type PersonalizedConditionType = (typeof PERSONALIZED_CONDITION_TYPES)[number];

export type PersonalizedCondition = { ifCondition: string; ifConditionName: string; ifOperator: LogicOperator; ifTargets: string[] };
/** One single-key object per event: its stored name → its conditions. */
export type EventConditions = Array<Record<string, PersonalizedCondition[]>>;
export type WantedEvent = { event_name: string; params: string[] };
export type Events = { start_date?: number; end_date?: number; wanted: WantedEvent[] };

export const personalizedTexts = {
  noPartner: 'logic.personalized.noPartner',
  attributeAdded: 'logic.personalized.attributeAdded',
  eventAdded: 'logic.personalized.eventAdded',
  endBeforeStart: 'logic.personalized.endBeforeStart',
} as const;

/** The event whose name is stored as the lower case of its display text (spec 4.2). */
const DISPLAY_NAMED_EVENT = 'confirmation_page_view';

export function storedEventName(event: PartnerEvent): string {
  return event.key === DISPLAY_NAMED_EVENT ? event.display_name.toLowerCase() : event.key;
}

type StoredCondition = NonNullable<LogicSettings['attributeConditions']>[number];

/** A stored condition with its empty values filled in; one without a subject is left out. */
function conditionsIn(stored: readonly StoredCondition[] | undefined): PersonalizedCondition[] {
  return (stored ?? []).flatMap((condition) =>
    condition.ifCondition
      ? [
          {
            ifCondition: condition.ifCondition,
            ifConditionName: condition.ifConditionName || condition.ifCondition,
            ifOperator: condition.ifOperator ?? 'EQUALS',
            ifTargets: cleanTargets(condition.ifTargets ?? []),
          },
        ]
      : [],
  );
}

export function attributeConditionsOf(settings: LogicSettings): PersonalizedCondition[] {
  return conditionsIn(settings.attributeConditions);
}

export function eventConditionsOf(settings: LogicSettings): EventConditions {
  return (settings.eventConditions ?? []).flatMap((entry) => {
    const [name, conditions] = Object.entries(entry)[0] ?? [];
    return name ? [{ [name]: conditionsIn(conditions) }] : [];
  });
}

export function eventsOf(settings: LogicSettings): Events {
  const stored = settings.events ?? {};
  const wanted = (stored.wanted ?? []).flatMap((w) => (w.event_name ? [{ event_name: w.event_name, params: w.params ?? [] }] : []));
  const { start_date: start, end_date: end } = stored;
  return { ...(start === undefined ? {} : { start_date: start }), ...(end === undefined ? {} : { end_date: end }), wanted };
}

/** A condition being written: complete once it has a subject and, unless IS_EMPTY, a target value. */
export type ConditionDraft = { ifCondition: string; ifConditionName: string; ifOperator: LogicOperator; ifTargets: string[] };

export function draftComplete(draft: ConditionDraft): boolean {
  return draft.ifCondition !== '' && (!operatorTakesTargets(draft.ifOperator) || draft.ifTargets.length > 0);
}

function finished(draft: ConditionDraft): PersonalizedCondition {
  return { ...draft, ifTargets: operatorTakesTargets(draft.ifOperator) ? cleanTargets(draft.ifTargets) : [] };
}

/** The draft for a contact attribute: stored by its key, shown by its display name. */
export function attributeDraft(contact: PartnerContact, operator: LogicOperator, targets: string[]): ConditionDraft {
  return { ifCondition: contact.key, ifConditionName: contact.display_name, ifOperator: operator, ifTargets: targets };
}

/** Adds an attribute condition; `attributes` lists every attribute key the conditions use. */
export function addAttributeCondition(settings: LogicSettings, draft: ConditionDraft): Partial<LogicSettings> {
  const attributeConditions = [...attributeConditionsOf(settings), finished(draft)];
  return { attributeConditions, attributes: [...new Set(attributeConditions.map((c) => c.ifCondition))] };
}

export function removeAttributeCondition(settings: LogicSettings, index: number): Partial<LogicSettings> {
  const attributeConditions = attributeConditionsOf(settings).filter((_, i) => i !== index);
  return { attributeConditions, attributes: [...new Set(attributeConditions.map((c) => c.ifCondition))] };
}

/** Adds a condition on an event's parameter; the event becomes a wanted one (with its parameters) if it was not. */
export function addEventCondition(settings: LogicSettings, event: PartnerEvent, draft: ConditionDraft): Partial<LogicSettings> {
  const name = storedEventName(event);
  const existing = eventConditionsOf(settings);
  const found = existing.some((entry) => name in entry);
  const eventConditions = found
    ? existing.map((entry) => (name in entry ? { [name]: [...(entry[name] ?? []), finished(draft)] } : entry))
    : [...existing, { [name]: [finished(draft)] }];
  return { eventConditions, events: withWantedEvent(eventsOf(settings), event, true) };
}

/** Removes one condition of an event; an event left without conditions is dropped from the list. */
export function removeEventCondition(settings: LogicSettings, eventName: string, index: number): Partial<LogicSettings> {
  const eventConditions = eventConditionsOf(settings)
    .map((entry) => (eventName in entry ? { [eventName]: (entry[eventName] ?? []).filter((_, i) => i !== index) } : entry))
    .filter((entry) => Object.values(entry)[0]?.length);
  return { eventConditions };
}

export function withWantedEvent(events: Events, event: PartnerEvent, on: boolean): Events {
  const name = storedEventName(event);
  const others = events.wanted.filter((w) => w.event_name !== name);
  const current = events.wanted.find((w) => w.event_name === name);
  if (!on) return { ...events, wanted: others };
  return { ...events, wanted: current ? events.wanted : [...others, { event_name: name, params: event.params.map((p) => p.key) }] };
}

/** A date field's day (YYYY-MM-DD, UTC) as epoch milliseconds: the start or the end of that day. */
export function epochOfDay(day: string, edge: 'start' | 'end'): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  return edge === 'start' ? Date.UTC(y, m, d) : Date.UTC(y, m, d, 23, 59, 59, 999);
}

export function dayOfEpoch(epoch: number | undefined): string {
  return epoch === undefined ? '' : new Date(epoch).toISOString().slice(0, 10);
}

export function withDateRange(events: Events, edge: 'start' | 'end', day: string): Events {
  const key = edge === 'start' ? 'start_date' : 'end_date';
  const { [key]: _dropped, ...rest } = events;
  const epoch = epochOfDay(day, edge);
  return epoch === undefined ? { ...rest, wanted: events.wanted } : { ...rest, wanted: events.wanted, [key]: epoch };
}

export function dateRangeError(events: Events): RuleText | null {
  return events.start_date !== undefined && events.end_date !== undefined && events.end_date < events.start_date ? { key: personalizedTexts.endBeforeStart } : null;
}

/**
 * The partner's events for the tab. A version without a partner (ucd) integration has none to
 * offer: the server answers it with an empty list, or with 404 (no partner to ask); both read as "none".
 */
export async function partnerEventsOrNone(load: Promise<PartnerEvent[]>): Promise<PartnerEvent[]> {
  try {
    return await load;
  } catch (error) {
    if (failureStatus(error) === 404) return [];
    throw error;
  }
}

/** Spec 5.7: without partner events the tab only says 'Please add a ucd integration to be able to use this feature!'. */
export function partnerMissing(events: { status: ResourceStatus; data: PartnerEvent[] | null }): boolean {
  return events.status === 'ready' && (events.data ?? []).length === 0;
}
