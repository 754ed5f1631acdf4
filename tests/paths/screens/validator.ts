import type { StateValue } from 'xstate';
import { VALIDATOR_MAX_FILE_BYTES } from '../../../machines/validator/validator.machine';
import { button, en, fill, gone, needs, q, visible, type Screen } from './kit';

const v = (key: string) => en('validator', key);
/** A text with a count in it, matched by the words before the count. */
const startOf = (text: string) => text.split('{{')[0]!.trim();
/** react-aria's table is a grid (its rows and cells take the keyboard). */
const findings = `page.getByRole('grid', { name: ${q(v('findingsLabel'))} })`;
const document = `page.getByRole('textbox', { name: ${q(v('textLabel'))} })`;
const chooseButton = button(v('chooseFile'));
const alertText = (key: string) => `page.getByRole('alert').getByText(${q(v(key).split('{{')[0]!.trim())})`;

/**
 * /validator for a person without a company: a flow document is typed or read from a file and
 * checked in the browser. The saved-version side needs a company with the model's assistants
 * and their saved versions, so its paths are skipped with that reason.
 */
export const validator: Screen = {
  route: '/validator',
  signedIn: true,
  imports: [{ names: ['openFileChooser', 'pickFile', 'chooseFileAt', 'textFile'], from: 'tests/paths/screens/fileChooser' }],
  step: (event) => {
    if (event.type === 'TEXT_CHANGED') return { code: fill(document, event['value']) };
    if (event.type === 'VALIDATE') return { code: [`await ${button(v('validate'))}.click();`] };
    if (event.type === 'CLEAR') return { code: [`await ${button(v('clear'))}.click();`] };
    if (event.type === 'FILE_CHOSEN') {
      const { size } = event['file'] as Blob;
      const name = String(event['name']);
      // A file over the limit is refused before it is read; any other is read by the next step, which names its text.
      if (size > VALIDATOR_MAX_FILE_BYTES) return { code: [`await chooseFileAt(page, ${chooseButton}, textFile(${q(name)}, '{}', ${size}));`] };
      return { code: [`await openFileChooser(page, ${chooseButton});`] };
    }
    if (event.type === 'xstate.done.actor.readFile') return { code: [`await pickFile(page, textFile('flow.json', ${q(String(event['output']))}));`] };
    if (event.type === 'xstate.error.actor.readFile') return needs('a file the browser cannot read (one removed from the disk after it was chosen)');
    if (event.type === 'COMPANY_CHOSEN') return needs("a company of the person's own with the model's two assistants and their saved versions");
    return needs(`the model's saved versions (${event.type})`);
  },
  state: (value: StateValue) => {
    const { saved, check } = value as { saved: string; check: string };
    const company = saved === 'waiting' ? visible(`page.getByText(${q(v('saved.noCompany'))})`) : null;
    const shows: Record<string, string[] | null> = {
      editing: [...visible(document), ...gone(findings)],
      valid: visible(`page.getByRole('status').getByText(${q(startOf(v('valid')))})`),
      invalid: [...visible(`page.getByText(${q(startOf(v('invalid')))})`), ...visible(findings)],
      unreadable: visible(`page.getByRole('alert')`),
      fileFailed: visible(alertText('errors.fileTooLarge')),
    };
    const checkShows = shows[check] ?? null;
    if (!company || !checkShows) return null;
    return [...company, ...checkShows];
  },
};
