import { en, fill, needs, q, status, visible, type Screen } from './kit';

const p = (key: string) => en('profile', key);
const section = (titleKey: string) => `page.getByRole('region', { name: ${q(p(titleKey))}, exact: true })`;
/** Each scenario's form: the section it is in and the label of each field. */
const forms: Record<string, { section: string; save: string; fields: Record<string, string> }> = {
  'change the name': { section: section('names.title'), save: p('names.save'), fields: { name: p('names.name'), surname: p('names.surname') } },
  'change the password': { section: section('password.title'), save: p('password.save'), fields: { currentPassword: p('password.current'), newPassword: p('password.new') } },
};

/**
 * The name and password forms of /profile (one machine each). The name is saved as the
 * person typed it; the model changes the new password without the current one, which the
 * server refuses, so the password's success needs the current one typed first.
 */
export const profileForm: Screen = {
  route: '/profile',
  signedIn: true,
  step: (event, scenario) => {
    const form = forms[scenario]!;
    if (event.type === 'CHANGED') {
      const label = form.fields[String(event['field'])]!;
      return { code: fill(`${form.section}.getByLabel(${q(label)}, { exact: true })`, event['value']) };
    }
    if (event.type === 'SUBMIT') return { code: [`await ${form.section}.getByRole('button', { name: ${q(form.save)}, exact: true }).click();`] };
    if (event.type === 'xstate.done.actor.submit' && scenario === 'change the name') return { code: ['// The server keeps the name the person typed.'] };
    if (event.type === 'xstate.done.actor.submit') return needs('the current password typed too (the model types only the new one, and the server asks for both)');
    return needs(`the server must refuse the change with ${status(event)}`);
  },
  state: (value) => {
    const saved = `page.getByText(${q(p('names.saved'))}).or(page.getByText(${q(p('password.saved'))}))`;
    if (value === 'editing') return visible(`${section('names.title')}.getByRole('textbox', { name: ${q(p('names.name'))}, exact: true })`);
    if (value === 'done') return visible(saved);
    return null;
  },
};
