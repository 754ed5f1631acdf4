import type { AnyEventObject } from 'xstate';
import type { SettingField } from '../../../machines/channels/forms/webSettingFields';
import type { CustomRequestDraft } from '../../../machines/channels/forms/web/customRequests';
import type { ReminderBlock } from '../../../machines/channels/forms/webSettingsValues';
import { en, fill, notOffered, q, type ScreenStep } from './kit';

/** The open channel form (the page's only dialog while no popup is open). */
export const form = "page.getByRole('dialog')";
const inForm = (role: string, name: string, exact = true) => `${form}.getByRole('${role}', { name: ${q(name)}${exact ? ', exact: true' : ''} })`;
export const formButton = (name: string) => inForm('button', name);
export const formTextbox = (name: string) => inForm('textbox', name);
export const formTab = (name: string) => [`await ${inForm('tab', name)}.click();`];
const web = (key: string, values?: Record<string, string | number>) => {
  const text = en('channels', `web.${key}`);
  return Object.entries(values ?? {}).reduce((t, [name, value]) => t.replace(`{{${name}}}`, String(value)), text);
};
/** A select of react-aria: its button (named by its label and value), then the option. */
const choose = (select: string, option: string) => [`await ${select}.click();`, `await page.getByRole('option', { name: ${q(option)}, exact: true }).click();`];

/** One property typed, toggled or chosen the way its type is edited on the form. */
export function fieldStep(field: SettingField, value: unknown): ScreenStep {
  const label = web(`fields.${field.name}`);
  if (field.type === 'toggle') return { code: [`await ${inForm('switch', label, false)}.setChecked(${Boolean(value)}, { force: true });`] };
  if (field.type === 'number') return { code: [...fill(formTextbox(label), value), `await ${formTextbox(label)}.press('Enter');`] };
  if (field.type === 'choice') {
    const offered = (field.choices ?? []).map((c) => web(`choices.${c}`)).join(', ');
    if (!field.choices?.includes(String(value))) return notOffered(`${label} offers ${offered}; the model's ${String(value)} is none of them`);
    return { code: choose(inForm('button', label, false), web(`choices.${String(value)}`)) };
  }
  if (field.type === 'image') return notOffered(`an image is chosen with its button, not typed (${label})`);
  return { code: fill(formTextbox(label), value) };
}

/** The web chat's callout buttons: add, change (button 1's URL is read-only: the default starts the bot), remove. */
export function calloutButtonStep(event: AnyEventObject): ScreenStep {
  const index = Number(event['index'] ?? 0);
  const n = index + 1;
  if (event.type === 'BUTTON_ADDED') return { code: [`await ${formButton(web('buttons.add'))}.click();`] };
  if (event.type === 'BUTTON_REMOVED') return { code: [`await ${formButton(web('buttons.remove', { n }))}.click();`] };
  const change: Record<string, string> = event['change'] ?? {};
  const code = Object.entries(change).flatMap(([part, value]) => {
    const field = formTextbox(web(`buttons.${part}`, { n }));
    if (part === 'functionURL' && index === 0) return ['// The default button starts the bot: its URL cannot be typed.', `expect(await ${field}.isEditable()).toBe(false);`];
    return fill(field, value);
  });
  return { code };
}

/** The custom SMS or OTP request: its URL, method, headers (each added first) and body, inside its own group. */
export function requestStep(event: AnyEventObject): ScreenStep {
  const request = String(event['request']);
  const value: CustomRequestDraft = event['value'];
  const group = `${form}.getByRole('group', { name: ${q(web(`requests.${request}`))} })`;
  const box = (name: string) => `${group}.getByRole('textbox', { name: ${q(name)}, exact: true })`;
  return {
    code: [
      ...fill(box(web('requests.url')), value.url),
      ...choose(`${group}.getByRole('button', { name: ${q(web('requests.method'))} })`, value.method),
      ...value.headers.flatMap((header, index) => [
        `await ${group}.getByRole('button', { name: ${q(web('requests.addHeader'))}, exact: true }).click();`,
        ...fill(box(web('requests.headerName', { n: index + 1 })), header.name),
        ...fill(box(web('requests.headerValue', { n: index + 1 })), header.value),
      ]),
      ...fill(box(web('requests.body')), value.body),
    ],
  };
}

/** The reminder and timeout messages: one language block added and filled per block. */
export function remindersStep(event: AnyEventObject): ScreenStep {
  const blocks: ReminderBlock[] = event['blocks'];
  return {
    code: blocks.flatMap((block, index) => {
      const n = index + 1;
      return [
        `await ${formButton(web('reminders.add'))}.click();`,
        ...fill(formTextbox(web('reminders.language', { n })), block.language),
        ...fill(formTextbox(web('reminders.reminder', { n })), block.reminderMessage),
        ...fill(formTextbox(web('reminders.timeout', { n })), block.timeoutMessage),
      ];
    }),
  };
}
