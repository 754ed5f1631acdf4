import { assertEvent, assign } from 'xstate';
import type { SuiteCaptcha, SuitePoolChoice } from '../../../services/contracts/rest/suiteConnect';
import { actorError } from '../../shared/apiError';
import { commonTexts, type TextRef } from '../../shared/text';
import type { ChannelRecord } from '../channels';
import { channelTexts } from '../channelTexts';
import { channelFormActions, outputOf, type ContextChange } from './channelFormStates';
import { readText } from './formRules';
import { SUITE_FIELDS, suiteFormErrors, urlError, type SuiteField } from './suiteConnectRules';
import { captchaFailureText, handoverFailureText, loginFailureText } from './suiteConnectTexts';
import { EMPTY_FIELDS, type SuiteConnectContext, type SuiteConnectEvent } from './suiteConnectTypes';

const isSuiteField = (field: string): field is SuiteField => (SUITE_FIELDS as readonly string[]).includes(field);
const without = (errors: Record<string, TextRef>, ...keys: string[]) => Object.fromEntries(Object.entries(errors).filter(([k]) => !keys.includes(k)));
const apply = (change: ContextChange) => assign<SuiteConnectContext, SuiteConnectEvent, undefined, SuiteConnectEvent, never>(({ event }) => change(event));
/** An action of the suite form: the context it changes, from the context and the event. */
const act = (change: (args: { context: SuiteConnectContext; event: SuiteConnectEvent }) => Partial<SuiteConnectContext>) =>
  assign<SuiteConnectContext, SuiteConnectEvent, undefined, SuiteConnectEvent, never>(change);

/** The suite form's actions: the shared reading and saving ones, typing, the captcha, the login, the pools. */
export const suiteConnectActions = {
  ...channelFormActions(apply, 'suite', { key: channelTexts.updated }),
  setName: act(({ context, event }) => (assertEvent(event, 'NAME_CHANGED'), { name: event.value, errors: without(context.errors, 'name'), error: null, notice: null })),
  setField: act(({ context, event }) => {
    assertEvent(event, 'FIELD_CHANGED');
    if (!isSuiteField(event.field)) return {};
    return { fields: { ...context.fields, [event.field]: event.value }, errors: without(context.errors, event.field), error: null, notice: null };
  }),
  setAssistant: act(({ context, event }) => (assertEvent(event, 'ASSISTANT_CHOSEN'), { botId: event.botId, errors: without(context.errors, 'botId'), error: null })),
  chooseType: act(({ context, event }) => {
    assertEvent(event, 'SUITE_TYPE_CHOSEN');
    return { suiteType: event.suiteType, fields: { ...context.fields, url: '', captcha: '' }, captcha: null, errors: without(context.errors, 'url', 'captcha'), error: null };
  }),
  showUrlError: act(({ context }) => ({ errors: { ...context.errors, url: urlError(context) ?? { key: commonTexts.fieldEmpty } } })),
  showErrors: act(({ context }) => ({ errors: suiteFormErrors(context) })),
  setCaptcha: act(({ context, event }) => {
    const captcha = outputOf<SuiteCaptcha>(event) ?? null;
    // The cloud suite's address is the one its captcha came from (the server's configuration).
    const url = context.suiteType === 'SuiteCloud' ? (captcha?.url ?? '') : context.fields.url;
    return { captcha, fields: { ...context.fields, url, captcha: '' }, errors: without(context.errors, 'url', 'captcha') };
  }),
  showCaptchaFailure: act(({ event }) => ({ captcha: null, error: captchaFailureText(actorError(event)) })),
  keepToken: act(({ event }) => ({ agentToken: outputOf<{ suiteAgentToken: string }>(event)?.suiteAgentToken ?? '' })),
  showLoginFailure: act(({ event }) => ({ error: loginFailureText(actorError(event)) })),
  forgetToken: act(() => ({ agentToken: '' })),
  setRecord: act(({ event }) => {
    const record = outputOf<ChannelRecord>(event);
    if (!record) return {};
    const p = record.properties;
    return {
      name: record.name,
      botId: record.botId ?? '',
      suiteType: p['suiteType'] === 'SuiteOnPrem' ? 'SuiteOnPrem' : 'SuiteCloud',
      fields: { ...EMPTY_FIELDS, url: readText(p, 'customSuiteBackend'), suiteCompanyId: readText(p, 'suiteCompanyId'), suitePoolId: readText(p, 'suitePoolId') },
      handoverPoolId: readText(p, 'suiteHandoverPoolID'),
    };
  }),
  setPools: act(({ event }) => ({ pools: outputOf<SuitePoolChoice[]>(event) ?? [] })),
  showPoolsFailure: act(({ event }) => ({ error: handoverFailureText(actorError(event), channelTexts.readFailed) })),
  choosePool: act(({ context, event }) => {
    assertEvent(event, 'POOL_CHOSEN');
    return { handoverPoolId: event.poolId, errors: without(context.errors, 'suiteHandoverPoolID'), notice: null, error: null };
  }),
  showPoolMissing: act(({ context }) => ({ errors: { ...context.errors, suiteHandoverPoolID: { key: commonTexts.fieldEmpty } } })),
  showHandoverFailure: act(({ event }) => ({ error: handoverFailureText(actorError(event), channelTexts.updateFailed) })),
};
