// @vitest-environment jsdom
import '../../../testing/dom';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Toasts } from '../../../kit/Toasts';
import { toastQueue } from '../../../kit/toasts';
import { en, initTestI18n } from '../../../testing/i18n';
import { KeyValueEditor, type KeyValueEditorProps } from './KeyValueEditor';
import type { KeyValueRow } from './keyValueRules';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  toastQueue.visibleToasts.forEach((toast) => toastQueue.close(toast.key));
});

const t = (key: string) => en(`panelsLogic:${key}`);

function Harness({ initial, ...props }: Omit<KeyValueEditorProps, 'rows' | 'onChange' | 'label'> & { initial: KeyValueRow[] }) {
  const [rows, setRows] = useState(initial);
  return (
    <>
      <KeyValueEditor label="Parameters" rows={rows} onChange={setRows} {...props} />
      <output aria-label="stored">{JSON.stringify(rows)}</output>
      <Toasts />
    </>
  );
}

const stored = () => JSON.parse(screen.getByLabelText('stored').textContent ?? '[]') as KeyValueRow[];
const addButton = () => screen.getByRole('button', { name: t('keyValue.add') });

describe('KeyValueEditor', () => {
  it('adds a row once key and value are typed, and removes it again', async () => {
    render(<Harness initial={[]} />);
    expect(addButton().hasAttribute('disabled')).toBe(true);
    await userEvent.type(screen.getByLabelText(t('keyValue.key')), 'city');
    expect(addButton().hasAttribute('disabled')).toBe(true);
    await userEvent.type(screen.getByLabelText(t('keyValue.value')), 'Izmir');
    await userEvent.click(addButton());
    expect(stored()).toEqual([{ key: 'city', value: 'Izmir' }]);
    expect((screen.getByLabelText(t('keyValue.key')) as HTMLInputElement).value).toBe('');
    const list = within(screen.getByRole('list', { name: 'Parameters' }));
    expect(list.getByText('city')).toBeTruthy();
    await userEvent.click(list.getByRole('button', { name: 'Remove city' }));
    expect(stored()).toEqual([]);
  });

  it('refuses a duplicate key with the spec toast and keeps the rows', async () => {
    render(<Harness initial={[{ key: 'city', value: 'Izmir' }]} />);
    await userEvent.type(screen.getByLabelText(t('keyValue.key')), 'city');
    await userEvent.type(screen.getByLabelText(t('keyValue.value')), 'Ankara');
    await userEvent.click(addButton());
    expect(await screen.findByText('There cannot be more than one of the same parameter key')).toBeTruthy();
    expect(stored()).toEqual([{ key: 'city', value: 'Izmir' }]);
  });

  it('allows an empty key only when asked to', async () => {
    render(<Harness initial={[]} allowEmptyKeys />);
    await userEvent.type(screen.getByLabelText(t('keyValue.value')), 'raw');
    await userEvent.click(addButton());
    expect(stored()).toEqual([{ key: '', value: 'raw' }]);
  });

  it('warns under a saved row whose key is not among the allowed keys', () => {
    render(
      <Harness
        initial={[
          { key: 'old', value: '1' },
          { key: 'kept', value: '2' },
        ]}
        allowedKeys={['kept']}
      />,
    );
    const warnings = screen.getAllByRole('alert');
    expect(warnings.map((w) => w.textContent)).toEqual(['!!! The above parameter has been changed or deleted.']);
    expect(warnings[0]?.closest('li')?.textContent).toContain('old');
  });

  it('offers only the unused allowed keys when keys are picked from a list', async () => {
    render(<Harness initial={[{ key: 'a', value: '1' }]} keyOptions={['a', 'b', 'c']} />);
    await userEvent.click(screen.getByRole('button', { name: new RegExp(t('keyValue.key')) }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['b', 'c']);
    await userEvent.click(screen.getByRole('option', { name: 'c' }));
    await userEvent.type(screen.getByLabelText(t('keyValue.value')), '3');
    await userEvent.click(addButton());
    expect(stored()).toEqual([
      { key: 'a', value: '1' },
      { key: 'c', value: '3' },
    ]);
  });

  it('shows a key rule message and keeps Add disabled while the key breaks it', async () => {
    render(<Harness initial={[]} keyError={(key) => (key.includes(' ') ? 'No spaces' : null)} />);
    await userEvent.type(screen.getByLabelText(t('keyValue.key')), 'a b');
    await userEvent.type(screen.getByLabelText(t('keyValue.value')), 'v');
    expect(screen.getByText('No spaces')).toBeTruthy();
    expect(addButton().hasAttribute('disabled')).toBe(true);
  });

  it('scrolls the list beyond 150 px', () => {
    render(<Harness initial={[{ key: 'a', value: '1' }]} />);
    const list = screen.getByRole('list', { name: 'Parameters' });
    expect(list.style.maxHeight).toBe('150px');
    expect(list.style.overflowY).toBe('auto');
  });

  it('disables every control when read-only', () => {
    render(<Harness initial={[{ key: 'a', value: '1' }]} isDisabled />);
    expect(screen.getByRole('button', { name: 'Remove a' }).hasAttribute('disabled')).toBe(true);
    expect((screen.getByLabelText(t('keyValue.key')) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(t('keyValue.value')) as HTMLInputElement).disabled).toBe(true);
    expect(addButton().hasAttribute('disabled')).toBe(true);
  });
});
