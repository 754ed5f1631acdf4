// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { GUIDE_STEPS, type DesignerTarget, type GuideContext } from '../../../machines/companies/guide.machine';
import { guideModel } from '../../../tests/paths/models/guide.model';
import type { TextRef } from '../../../machines/shared/text';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { createDriver, type Driver } from '../../../tests/paths/driver';
import { pathsFor } from '../../../tests/paths/paths';
import '../../testing/dom';
import { en, initTestI18n } from '../../testing/i18n';
import { screenPaths } from '../../testing/pathSelection';
import { designerPath } from './guideLogic';
import { GuideView, type ChatbotSlot, type GuideActorRef } from './GuideView';

const paths = pathsFor('guide');
const rendered = screenPaths(guideModel.machine, paths);
type User = ReturnType<typeof userEvent.setup>;

const STEP_NAMES = ['Start Guide', 'Company Name', 'Tell us about yourself', 'Assistant Name'];
const PAGE_OF_STATE: Record<string, number> = { start: 0, company: 1, creatingCompany: 1, companyInfo: 2, savingAccountInfo: 2, chatbot: 3 };

function english(ref: TextRef | null | undefined): string | null {
  if (!ref) return null;
  if (ref.message) return ref.message;
  const [ns, ...rest] = ref.key.split('.');
  return en(`${ns}:${rest.join('.')}`, ref.values);
}

/** Stands in for the wizard: one button per kind of creation. */
const chatbot: ChatbotSlot = ({ companyId, onCreated }) => (
  <div data-testid="wizard">
    wizard for {companyId}
    <button type="button" onClick={() => onCreated({ id: 'b1', fromTemplate: true, template: 'tpl-faq' })}>
      created from template
    </button>
    <button type="button" onClick={() => onCreated({ id: 'b2', fromTemplate: false })}>
      created from scratch
    </button>
  </div>
);

const button = (name: string) => screen.queryByText(name, { selector: 'button, button *' })?.closest('button') ?? null;

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(label) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function perform(user: User, driver: Driver, event: AnyEventObject): Promise<void> {
  switch (event.type) {
    case 'OK':
      return user.click(button('OK, great!')!);
    case 'NAME_CHANGED': {
      const field = screen.getByLabelText('Company name') as HTMLInputElement;
      await user.clear(field);
      if (event['value']) await user.paste(String(event['value']));
      return;
    }
    case 'SUBMIT':
      return user.click(button('Save')!);
    case 'PEOPLE_COUNT_CHANGED':
      return choose(user, 'How many people', `${String(event['value'])} employees`);
    case 'WORK_FIELD_CHANGED':
      return choose(user, 'Which field', String(event['value']));
    case 'JOB_TITLE_CHANGED':
      return choose(user, 'job title', String(event['value']));
    case 'ASSISTANT_CREATED':
      return user.click(screen.getByText(event['fromTemplate'] ? 'created from template' : 'created from scratch'));
    default:
      await act(() => driver.apply(event));
  }
}

function checkScreen(model: AnyMachineSnapshot, driver: Driver): void {
  const context = model.context as GuideContext;
  expect(driver.snapshot().value).toEqual(model.value);
  const page = PAGE_OF_STATE[String(model.value)];
  if (page === undefined) {
    expect(screen.queryByRole('navigation', { name: 'Guide steps' })).toBeNull();
  } else {
    const steps = within(screen.getByRole('navigation', { name: 'Guide steps' })).getAllByRole('listitem');
    expect(steps.map((li) => li.querySelector('.guide-step-name')?.textContent)).toEqual(STEP_NAMES);
    GUIDE_STEPS.forEach((step, index) => {
      const done = context.completedSteps.includes(step);
      expect(steps[index]!.querySelector('.guide-step-mark')?.textContent).toBe(done ? '✓' : String(index + 1));
      expect(steps[index]!.getAttribute('aria-current')).toBe(index === page ? 'step' : null);
    });
  }
  const error = english(context.error);
  const alert = document.querySelector('[role="alert"]')?.textContent ?? null;
  if (error) expect(alert).toBe(error);
  if (model.matches('company')) {
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe(context.companyName);
    expect(button('Save')!.hasAttribute('disabled')).toBe(!model.can({ type: 'SUBMIT' }));
    if (context.nameError) expect(screen.getByText(english(context.nameError)!)).toBeTruthy();
  } else if (model.matches('companyInfo')) {
    expect(button('Save')!.hasAttribute('disabled')).toBe(!model.can({ type: 'SUBMIT' }));
  } else if (model.matches('chatbot')) {
    expect(screen.getByTestId('wizard').textContent).toContain(`wizard for ${context.companyId}`);
  } else if (model.matches('done')) {
    const [target] = driver.called('goToDesigner') as DesignerTarget[];
    expect(target!.firstLogin).toBe(context.firstLogin);
  } else if (model.matches('noSession')) {
    expect(driver.called('goToLogin')).toHaveLength(1);
  }
}

beforeAll(() => initTestI18n());
afterEach(cleanup);

describe('guide, driven along the generated paths', () => {
  it('the rendered paths reach every state and take every transition', () => {
    expect(() => assertFullCoverage(guideModel.machine, rendered)).not.toThrow();
  });
  const named = rendered.map((path, index) => {
    const events = path.steps.slice(1).map((s) => s.event.type.replace('xstate.', ''));
    return [`#${index + 1} ${JSON.stringify(path.state.value)} <- ${events.join(', ')}`, path] as const;
  });
  it.each(named)('%s', async (_, path) => {
    const driver = createDriver(guideModel, path.input);
    const user = userEvent.setup();
    render(<GuideView actorRef={driver.actor as unknown as GuideActorRef} chatbot={chatbot} />);
    checkScreen(path.steps[0]!.state, driver);
    for (const step of path.steps.slice(1)) {
      await perform(user, driver, step.event);
      checkScreen(step.state, driver);
    }
    driver.actor.stop();
  });
});

describe('the designer route after creation (spec 2.9)', () => {
  it('carries id, fromTemplate, the url-encoded template and firstLogin when the guide was entered with it', () => {
    expect(designerPath({ id: 'b1', fromTemplate: true, template: 'FAQ & more', firstLogin: true })).toBe(
      '/chatbot-designer?id=b1&fromTemplate=true&template=FAQ+%26+more&firstLogin=true',
    );
    expect(designerPath({ id: 'b2', fromTemplate: false, firstLogin: false })).toBe('/chatbot-designer?id=b2&fromTemplate=false');
  });
});
