import { channelIdentity, channelSecretPaths, parseChannelProperties, SECRET_MASK } from '../../../services/contracts/channels';
import { isFilled } from '../../shared/nameRules';
import { commonTexts, type TextRef } from '../../shared/text';
import type { FormKind } from '../channels';
import { channelTexts, contractText } from '../channelTexts';

export type Pair = { name: string; value: string };

/** What a kind's form adds to the shared create/update states. */
export type FormConfig = {
  kind: FormKind;
  /** The form's own fields (besides the name and the assistant), all text. */
  fields: readonly string[];
  /** The properties sent for these fields (the contract's names). */
  toProperties: (fields: Record<string, string>, extra: { name: string; userEmail: string; pairs: readonly Pair[] }) => Record<string, unknown>;
  /** The fields an update form starts with, from the stored properties. */
  fromProperties: (properties: Record<string, unknown>) => Record<string, string>;
  /** Whether the form keeps name/value pairs (the generic channel's params, on update). */
  pairs: boolean;
  /**
   * Properties kept as a record whose entries are fields of their own, named `<property>.<key>`
   * (WhatsApp Cloud's template per flow: `flowTemplates.<flow id>`); the keys come at run time.
   */
  keyedFields?: readonly string[];
  /** Fields the contract asks for together (WhatsApp Cloud's account: all or none): a change to one clears the refusals of all. */
  linkedFields?: readonly string[];
};

export type FormValues = { mode: 'create' | 'update'; name: string; botId: string; fields: Record<string, string>; pairs: readonly Pair[]; userEmail: string };

export const readText = (properties: Record<string, unknown>, key: string): string => {
  const value = properties[key];
  return typeof value === 'string' ? value : '';
};

/** Whether the form has this field: one of its own, or an entry of a keyed property. */
export function isFormField(config: FormConfig, field: string): boolean {
  if (config.fields.includes(field)) return true;
  const dot = field.indexOf('.');
  return dot > 0 && dot < field.length - 1 && (config.keyedFields ?? []).includes(field.slice(0, dot));
}

/** The field a contract's refusal belongs under; a property the form has no field of is shown under the name (Telegram's bot name is the channel's name). */
function fieldOfIssue(config: FormConfig, path: readonly PropertyKey[]): string {
  const [property = '', key] = path.map(String);
  if (config.fields.includes(property) || property === 'params') return property;
  if ((config.keyedFields ?? []).includes(property)) return key === undefined ? property : `${property}.${key}`;
  return 'name';
}

/** The properties of a form's values, or the contract's refusal per field. */
export function checkForm(config: FormConfig, values: FormValues): { properties: Record<string, unknown>; errors: Record<string, TextRef> } {
  const errors: Record<string, TextRef> = {};
  if (!isFilled(values.name)) errors['name'] = { key: commonTexts.fieldEmpty };
  if (values.mode === 'create' && values.botId === '') errors['botId'] = { key: channelTexts.assistantMissing };
  const properties = config.toProperties(values.fields, { name: values.name, userEmail: values.userEmail, pairs: values.pairs });
  const parsed = parseChannelProperties(config.kind, properties);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // On update a secret left as SECRET_MASK keeps the stored one (the server puts it back).
      const path = String(issue.path[0] ?? '');
      if (values.mode === 'update' && channelSecretPaths(config.kind).includes(path) && properties[path] === SECRET_MASK) continue;
      errors[fieldOfIssue(config, issue.path)] ??= contractText(issue.message);
    }
  }
  return { properties, errors };
}

/** The identifying fields the usage check asks about (none for kinds identified by their id alone). */
export function usageFields(config: FormConfig, values: FormValues): Record<string, string> {
  return channelIdentity(config.kind, config.toProperties(values.fields, { name: values.name, userEmail: values.userEmail, pairs: values.pairs }));
}
