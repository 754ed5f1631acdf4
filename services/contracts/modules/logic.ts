import { z } from 'zod';
import { moduleSettings } from './common';
import { oneOf } from './fields';

/**
 * LOGIC (spec 03 sections 2.9, 3.2, 3.3, 5.7; docs/module-settings.md). STANDARD: conditions
 * checked in order, each with its output { optionID: <condition id> } (its conditionAction
 * mirrors the target). PERSONALIZED: conditions on the contact's attributes and on partner
 * events within a date range, with one output { optionID: 'personalization' }.
 */
export const LOGIC_TABS = ['STANDARD', 'PERSONALIZED'] as const;
export const LOGIC_OPERATORS = ['CONTAINS', 'EQUALS', 'NOT_EQUALS', 'LEN_GREATER', 'LEN_LESS', 'LEN_EQUALS', 'IS_EMPTY', 'GREATER_THAN', 'LESS_THAN'] as const;

const operator = oneOf(LOGIC_OPERATORS, `The operator is one of ${LOGIC_OPERATORS.join(', ')}.`);

/** A standard condition: the parameter or text tested, the operator, the values compared with. */
export const logicCondition = z.looseObject({
  id: z.string().min(1, 'A condition needs its id.'),
  ifCondition: z.string().optional(),
  ifOperator: operator.optional(),
  ifTargets: z.array(z.string()).optional(),
  /** The target module id, kept beside the condition's connection. */
  conditionAction: z.string().optional(),
});
export type LogicCondition = z.infer<typeof logicCondition>;

/** A personalized condition: stored by the attribute's (or event parameter's) key, shown by its name. */
export const personalizedCondition = z.looseObject({
  ifCondition: z.string(),
  ifConditionName: z.string().optional(),
  ifOperator: operator.optional(),
  ifTargets: z.array(z.string()).optional(),
});
export type PersonalizedCondition = z.infer<typeof personalizedCondition>;

export const wantedEvent = z.looseObject({ event_name: z.string(), params: z.array(z.string()).optional() });

/** The wanted events and their date range (epoch milliseconds). */
export const logicEvents = z
  .looseObject({
    start_date: z.number().int('A date is a whole number of milliseconds.').optional(),
    end_date: z.number().int('A date is a whole number of milliseconds.').optional(),
    wanted: z.array(wantedEvent).optional(),
  })
  .refine((events) => events.start_date === undefined || events.end_date === undefined || events.end_date >= events.start_date, {
    path: ['end_date'],
    message: 'The end date cannot be before the start date.',
  });

export const logicSettings = moduleSettings({
  /** STANDARD when not stored. */
  logicTab: oneOf(LOGIC_TABS, 'The logic tab is STANDARD or PERSONALIZED.').optional(),
  payloads: z.array(logicCondition).optional(),
  attributeConditions: z.array(personalizedCondition).optional(),
  /** Every attribute key the attribute conditions use. */
  attributes: z.array(z.string()).optional(),
  /** One single-key object per event: its stored name → its conditions. */
  eventConditions: z.array(z.record(z.string(), z.array(personalizedCondition))).optional(),
  events: logicEvents.optional(),
});
export type LogicSettings = z.infer<typeof logicSettings>;
