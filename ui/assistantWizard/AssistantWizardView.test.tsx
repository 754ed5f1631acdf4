// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { AssistantWizardContext } from '../../machines/assistants/assistantWizard.machine';
import { assistantWizardModel } from '../../tests/paths/models/assistantWizard.model';
import type { TextRef } from '../../machines/shared/text';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { createDriver, type Driver } from '../../tests/paths/driver';
import { pathsFor } from '../../tests/paths/paths';
import { en, initTestI18n } from '../testing/i18n';
import { screenPaths } from '../testing/pathSelection';
import { AssistantWizardView } from './AssistantWizardView';
import type { WizardActorRef } from './wizardTypes';

const paths = pathsFor('assistantWizard');
const rendered = screenPaths(assistantWizardModel.machine, paths);

type User = ReturnType<typeof userEvent.setup>;

function english(ref: TextRef | null | undefined): string | null {
  if (!ref) return null;
  if (ref.message) return ref.message;
  const [ns, ...rest] = ref.key.split('.');
  return en(`${ns}:${rest.join('.')}`, ref.values);
}

const button = (name: string | RegExp) => screen.queryByText(name, { selector: 'button, button *' })?.closest('button') ?? null;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const alerts = () => [...document.querySelectorAll('[role="alert"]')].map((e) => e.textContent ?? '');

async function replaceText(user: User, input: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  await user.clear(input);
  if (value) await user.paste(value);
}

/** One event of a path, done the way a person (or the outside world) would. */
async function perform(user: User, driver: Driver, event: AnyEventObject): Promise<void> {
  const state = driver.snapshot();
  switch (event.type) {
    case 'CREATE_FROM_SCRATCH':
      return user.click(button('Create from scratch')!);
    case 'BROWSE_TEMPLATES':
      return user.click(button('Templates')!);
    case 'RETRY':
      return user.click(button('Try again')!);
    case 'BACK':
      return user.click(button('Back')!);
    case 'TEMPLATE_CHOSEN': {
      const context = state.context as AssistantWizardContext;
      const template = context.templates.find((t) => t.id === event['templateId']);
      if (!template) {
        // Not a card on the screen (an id no list offers): only a caller can send it.
        act(() => driver.actor.send(event));
        return;
      }
      const card = screen.getByRole('listitem', { name: template.name });
      return user.click(within(card).getByText('Choose'));
    }
    case 'CREATE_PROJECT':
      return user.click(button('Create a project')!);
    case 'USE_PROJECT_ID':
      return user.click(button('Next')!);
    case 'PROJECT_ID_CHANGED':
      return replaceText(user, field('Project id'), String(event['value']));
    case 'PROJECT_NAME_CHANGED':
      return replaceText(user, field('Project name'), String(event['value']));
    case 'AI_NAME_CHANGED':
      return replaceText(user, field('AI name'), String(event['value']));
    case 'JSON_KEY_CHANGED':
      return replaceText(user, field('JSON key'), String(event['value']));
    case 'NAME_CHANGED':
      return replaceText(user, field('Assistant name'), String(event['value']));
    case 'SUBMIT':
      if (state.matches({ projectCreation: 'naming' })) return user.click(button('Create project')!);
      if (state.matches('dialogflowAiForm')) return user.click(button('Next')!);
      return user.click(button('Create')!);
    default:
      await act(() => driver.apply(event));
  }
}

/** What the person must see in the state the model says the machine is in. */
function checkScreen(model: AnyMachineSnapshot, driver: Driver): void {
  const context = model.context as AssistantWizardContext;
  expect(driver.snapshot().value).toEqual(model.value);
  const error = english(context.error);
  if (error) expect(alerts()).toContain(error);
  if (model.matches('selectType')) {
    expect(button('Create from scratch')).not.toBeNull();
    expect(button('Templates')).not.toBeNull();
  } else if (model.matches({ templates: 'loading' })) {
    expect(screen.getByRole('status').textContent).toBe('Loading templates..');
  } else if (model.matches({ templates: 'choosing' })) {
    for (const template of context.templates) {
      const card = screen.getByRole('listitem', { name: template.name });
      expect(within(card).getByText(template.description)).toBeTruthy();
      expect(within(card).getByText('EXPLORE')).toBeTruthy();
    }
  } else if (model.matches({ projectCreation: 'choosing' })) {
    expect(field('Project id').value).toBe(context.projectId);
    expect(button('Next')!.hasAttribute('disabled')).toBe(!model.can({ type: 'USE_PROJECT_ID' }));
  } else if (model.matches({ projectCreation: 'naming' })) {
    expect(field('Project name').value).toBe(context.projectName);
    expect(button('Create project')!.hasAttribute('disabled')).toBe(!model.can({ type: 'SUBMIT' }));
  } else if (model.matches({ projectCreation: 'creatingProject' })) {
    expect(screen.getByText('Waiting for Google in the popup window..')).toBeTruthy();
  } else if (model.matches({ projectCreation: 'downloadingKey' })) {
    expect(screen.getByText('Waiting for the key in the popup window..')).toBeTruthy();
  } else if (model.matches('dialogflowAiForm')) {
    expect(field('AI name').value).toBe(context.aiName);
    expect(field('JSON key').value).toBe(context.jsonKey);
    expect(field('Project id').value).toBe(context.projectId);
    for (const ref of Object.values(context.fieldErrors)) expect(screen.getAllByText(english(ref)!).length).toBeGreaterThan(0);
  } else if (model.matches('name')) {
    expect(field('Assistant name').value).toBe(context.name);
    expect(button('Create')!.hasAttribute('disabled')).toBe(!model.can({ type: 'SUBMIT' }));
    if (context.fieldErrors.name) expect(screen.getByText(english(context.fieldErrors.name)!)).toBeTruthy();
  } else if (model.matches('creating')) {
    expect(button('Creating..')!.hasAttribute('disabled')).toBe(true);
  } else if (model.matches('created')) {
    expect(driver.called('notifyCreated')).toEqual([context.created]);
    const [toast] = driver.called('showToast') as Array<{ text: TextRef }>;
    expect(english(toast!.text)).toBe(`Assistant ${context.created!.name} has been created successfully.`);
  }
  expect(button('Back') !== null).toBe(model.can({ type: 'BACK' }));
}

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

describe('assistant wizard, driven along the generated paths', () => {
  it('the rendered paths reach every state and take every transition', () => {
    expect(() => assertFullCoverage(assistantWizardModel.machine, rendered)).not.toThrow();
  });

  const named = rendered.map((path, index) => {
    const events = path.steps.slice(1).map((s) => s.event.type.replace('xstate.', ''));
    return [`#${index + 1} ${JSON.stringify(path.state.value)} <- ${events.join(', ')}`, path] as const;
  });
  it.each(named)('%s', async (_, path) => {
    const driver = createDriver(assistantWizardModel, path.input);
    const user = userEvent.setup();
    render(<AssistantWizardView actorRef={driver.actor as unknown as WizardActorRef} />);
    checkScreen(path.steps[0]!.state, driver);
    for (const step of path.steps.slice(1)) {
      await perform(user, driver, step.event);
      checkScreen(step.state, driver);
    }
    driver.actor.stop();
  });
});
