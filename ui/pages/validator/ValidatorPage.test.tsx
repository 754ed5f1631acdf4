// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failingFlow, passingFlow } from '../../../tests/paths/models/validator.model';
import { initTestI18n } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import ValidatorPage from './ValidatorPage';

beforeAll(() => initTestI18n());
afterEach(cleanup);

function show() {
  renderRoute(<ValidatorPage />, { path: '/validator' });
  return userEvent.setup();
}

const documentField = () => screen.getByRole('textbox', { name: 'Flow document (JSON)' });
const validate = () => screen.getByRole('button', { name: 'Validate' });

/** Puts text into the field as a paste would (typing JSON braces goes through userEvent's key syntax). */
const paste = (text: string) => fireEvent.change(documentField(), { target: { value: text } });

describe('flow validator page', () => {
  it('says a flow passes every check, and lists the problems of one that does not', async () => {
    const user = show();
    expect((validate() as HTMLButtonElement).disabled).toBe(true);
    paste(passingFlow);
    await user.click(validate());
    expect(await screen.findByText('The flow passes every check: 3 modules.')).toBeTruthy();

    paste(failingFlow);
    expect(screen.queryByText('The flow passes every check: 3 modules.')).toBeNull();
    await user.click(validate());
    expect(screen.getByRole('alert').textContent).toBe('Problems found: 5.');
    const rows = within(screen.getByRole('grid', { name: 'Problems of the flow' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Lost', 'Lost cannot be reached from the start module.'],
      ['Lost', 'Add at least one message text.'],
      ['Pay', 'Pay cannot be reached from the start module.'],
      ['Pay', 'Choose a payment integration.'],
      ['Pay', 'PAYMENTS modules cannot run yet: remove this module to publish.'],
    ]);
  });

  it('says why a document is not a flow', async () => {
    const user = show();
    paste('{"formatVersion": 2, "modules": [');
    await user.click(validate());
    expect(screen.getByRole('alert').textContent).toBe('This is not valid JSON. Check the brackets, commas and quotes.');
    paste('{"formatVersion": 3, "modules": []}');
    await user.click(validate());
    expect(screen.getByRole('alert').textContent).toBe('The flow cannot be opened.Unknown flow format 3: flows of format 1 and 2 can be read.');
  });

  it('checks a chosen file at once and names it; Clear empties the field', async () => {
    const user = show();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([passingFlow], 'shop-flow.json', { type: 'application/json' }));
    expect(await screen.findByText('The flow passes every check: 3 modules.')).toBeTruthy();
    expect(screen.getByText('Read from shop-flow.json')).toBeTruthy();
    expect((documentField() as HTMLTextAreaElement).value).toBe(passingFlow);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect((documentField() as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByText('The flow passes every check: 3 modules.')).toBeNull();
  });
});
