import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { vi } from 'vitest';
import type { FlowDocument, FlowModule, FlowModuleOf, ModuleType } from '../../../services/contracts/flow';
import { readModule, type StoredModule } from '../../../services/contracts/modules/storedFlow';
import type { Agent, DesignerData } from '../../../services/contracts/designerData';
import { Toasts } from '../../kit/Toasts';
import { DesignerDataProvider } from './dataContext';
import type { ModuleChange, PanelProps } from './types';

/**
 * Test support for the settings panels: the panel rendered as the side menu renders it,
 * with fake server calls (a call a test does not fake rejects, so it shows as a failure),
 * and every `update` applied to the module so the panel shows what it stored.
 */
export function fakeData(calls: Partial<DesignerData>): DesignerData {
  return new Proxy(calls as DesignerData, {
    get: (target, name: string) => target[name as keyof DesignerData] ?? (() => Promise.reject(new Error(`${name} is not faked in this test`))),
  });
}

export const otherModules: FlowModule[] = [
  { id: 'start', type: 'START', name: 'Start', position: { x: 0, y: 0 }, connections: [], settings: {} },
  { id: 'thanks', type: 'MESSAGE', name: 'Thanks', position: { x: 90, y: 0 }, connections: [], settings: {} },
  { id: 'sorry', type: 'MESSAGE', name: 'Sorry', position: { x: 180, y: 0 }, connections: [], settings: {} },
];

/** A module of type T as stored: its settings any JSON object until read. */
export type StoredModuleOf<T extends ModuleType> = Omit<StoredModule, 'type'> & { type: T };

const isModuleOf = <T extends ModuleType>(module: FlowModule, type: T): module is FlowModuleOf<T> => module.type === type;

/** A stored module as the side menu gives it to its panel: its settings read by its type's contract. */
export function typedModule<T extends ModuleType>(stored: StoredModuleOf<T>): FlowModuleOf<T> {
  const module = readModule(stored);
  if (!isModuleOf(module, stored.type)) throw new Error(`A ${stored.type} module read as ${module.type}.`);
  return module;
}

/** A module of `type` under test; its notes must survive every panel change. */
export function moduleOf<T extends ModuleType>(type: T, settings: Record<string, unknown>, connections: FlowModule['connections'] = [], id = 'm1'): FlowModuleOf<T> {
  return typedModule({ id, type, name: type, position: { x: 270, y: 0 }, connections, settings: { tags: 'notes kept', ...settings } });
}

export type PanelOptions = { data?: Partial<DesignerData>; readOnly?: boolean };

export function renderPanel<T extends ModuleType>(Panel: ComponentType<PanelProps<T>>, initial: FlowModuleOf<T>, options: PanelOptions = {}) {
  const changes: ModuleChange<T>[] = [];
  const leaveTo = vi.fn<(path: string) => void>();
  let current = initial;
  let replace: (module: FlowModuleOf<T>) => void = () => {};
  function Host() {
    const [module, setModule] = useState(initial);
    replace = setModule;
    const flow: FlowDocument = { formatVersion: 2, modules: [...otherModules, module] };
    const update = (change: ModuleChange<T>) => {
      changes.push(change);
      current = { ...current, settings: change.settings ?? current.settings, connections: change.connections ?? current.connections };
      setModule(current);
    };
    return (
      <Panel
        module={module}
        flow={flow}
        access={options.readOnly ? 'VIEWER' : 'FULL'}
        readOnly={options.readOnly ?? false}
        companyId="company-1"
        botId="bot-1"
        versionId="version-1"
        update={update}
        leaveTo={leaveTo}
      />
    );
  }
  const view = render(
    <DesignerDataProvider data={fakeData(options.data ?? {})}>
      <Host />
      <Toasts />
    </DesignerDataProvider>,
  );
  return {
    ...view,
    user: userEvent.setup(),
    changes,
    leaveTo,
    module: () => current,
    /** Replaces the module as an undo would. */
    setModule: (module: FlowModuleOf<T>) => {
      current = module;
      replace(module);
    },
  };
}

/** The react-aria select labelled `label` (its trigger button). */
export function selectButton(label: string): HTMLElement {
  const labelEl = screen.getAllByText(label, { selector: '.select-label' })[0]!;
  const field = labelEl.closest('.select-field') as HTMLElement;
  return within(field).getByRole('button');
}

/** Opens the select labelled `label` and picks the option `option`. */
export async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string | RegExp): Promise<void> {
  await screen.findAllByText(label, { selector: '.select-label' });
  await user.click(selectButton(label));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
}

/** The option names of the select labelled `label` (opens and closes it). */
export async function optionsOf(user: ReturnType<typeof userEvent.setup>, label: string): Promise<string[]> {
  await screen.findAllByText(label, { selector: '.select-label' });
  await user.click(selectButton(label));
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox)
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
  await user.keyboard('{Escape}');
  return names;
}

/** Puts `text` into a text field in one go (typing long texts key by key is slow in jsdom). */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** A published AI agent of the partner 'shop' with two exit functions. */
export function agentFixture(over: Partial<Agent> = {}): Agent {
  return {
    versionId: 'v1',
    partnerName: 'shop',
    agentId: 'a1',
    agentType: 'shopping',
    agentName: 'Shopper',
    agentDescription: '',
    createdAt: '',
    memoryEnabled: false,
    knowledgeBases: [],
    functions: [{ name: 'checkout' }, { name: 'talk_to_human' }],
    isPublished: true,
    version: '2',
    ...over,
  };
}
