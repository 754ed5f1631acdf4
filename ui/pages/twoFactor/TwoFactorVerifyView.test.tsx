// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { twoFactorVerifyModel } from '../../../tests/paths/models/twoFactorVerify.model';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { createDriver, type Driver } from '../../../tests/paths/driver';
import { generatePaths } from '../../../tests/paths/model';
import { formatCountdown } from '../../../machines/account/twoFactorShared';
import type { TwoFactorVerifyContext } from '../../../machines/account/twoFactorVerify.machine';
import { en, initTestI18n } from '../../testing/i18n';
import { screenPaths } from '../../testing/pathSelection';
import { TwoFactorVerifyView, type TwoFactorVerifyActorRef } from './TwoFactorVerifyView';

const paths = generatePaths(twoFactorVerifyModel);
const rendered = screenPaths(twoFactorVerifyModel.machine, paths);

type User = ReturnType<typeof userEvent.setup>;
const codeField = () => document.querySelector<HTMLInputElement>('input[name="code"]')!;
const rememberBox = () => screen.getByLabelText('Remember this browser for one week') as HTMLInputElement;
const buttonByText = (text: string | RegExp) => screen.queryByText(text, { selector: 'button, button *' })?.closest('button') ?? null;
const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? null;

function renderVerify(driver: Driver) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/2fa/verify']}>
      <TwoFactorVerifyView actorRef={driver.actor as unknown as TwoFactorVerifyActorRef} />
    </MemoryRouter>,
  );
  return user;
}

/** One path event, done the way a person would (or an answer arriving, a second passing). */
async function perform(user: User, driver: Driver, event: AnyEventObject): Promise<void> {
  switch (event.type) {
    case 'CODE_CHANGED':
      await user.clear(codeField());
      if (event['value']) await user.paste(String(event['value']));
      return;
    case 'REMEMBER_CHANGED':
      if (rememberBox().checked !== event['value']) await user.click(rememberBox());
      return;
    case 'SWITCH_TO_BACKUP':
      return user.click(buttonByText('Use a backup code instead')!);
    case 'SWITCH_TO_CODE':
      return user.click(buttonByText('Use your authentication code instead')!);
    case 'SUBMIT':
      return user.click(buttonByText('VERIFY')!);
    default:
      await act(() => driver.apply(event));
  }
}

function checkScreen(model: AnyMachineSnapshot, driver: Driver): void {
  const context = model.context as TwoFactorVerifyContext;
  expect(driver.snapshot().value).toEqual(model.value);
  const error = context.error ? en(context.error.key.replace('.', ':')) : null;
  expect(alertText()).toBe(error);
  if (model.matches('verified')) {
    expect(driver.called('storeSession')).toHaveLength(1);
    expect(driver.called('goHome')).toHaveLength(1);
    return;
  }
  expect(screen.getByLabelText(context.mode === 'code' ? 'Authentication Code' : 'Backup Code')).toBe(codeField());
  expect(codeField().value).toBe(context.code);
  expect(rememberBox().checked).toBe(context.rememberDevice);
  if (model.matches('locked')) {
    expect(buttonByText('VERIFY')).toBeNull();
    const tryAgain = buttonByText(/^TRY AGAIN/)!;
    expect(tryAgain.textContent).toBe(`TRY AGAIN ${formatCountdown(context.remainingSeconds)}`);
    expect(tryAgain.disabled).toBe(true);
    expect(codeField().disabled).toBe(true);
  } else {
    expect(buttonByText('VERIFY')!.disabled).toBe(!model.matches('ready'));
    expect(codeField().disabled).toBe(!model.matches('ready'));
  }
}

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

describe('two-factor verify screen, driven along the generated paths', () => {
  it('the rendered paths reach every state and take every transition', () => {
    expect(() => assertFullCoverage(twoFactorVerifyModel.machine, rendered)).not.toThrow();
  });

  const named = rendered.map((path, index) => {
    const events = path.steps.slice(1).map((s) => s.event.type.replace('xstate.', ''));
    return [`#${index + 1} ${JSON.stringify(path.state.value)} <- ${events.join(', ')}`, path] as const;
  });
  it.each(named)('%s', async (_, path) => {
    const driver = createDriver(twoFactorVerifyModel, path.input);
    const user = renderVerify(driver);
    checkScreen(path.steps[0]!.state, driver);
    for (const step of path.steps.slice(1)) {
      await perform(user, driver, step.event);
      checkScreen(step.state, driver);
    }
    driver.actor.stop();
  });

  it('counts a five-minute lockout down second by second and re-enables the input at 0', async () => {
    const driver = createDriver(twoFactorVerifyModel);
    const user = renderVerify(driver);
    await perform(user, driver, { type: 'CODE_CHANGED', value: '123456' });
    await perform(user, driver, { type: 'SUBMIT' });
    await act(() => driver.apply({ type: 'xstate.error.actor.verify', error: { kind: 'http', status: 429 } }));
    expect(alertText()).toBe('You have entered the wrong authentication code too many times. You can try again within 5 minutes.');
    expect(buttonByText(/^TRY AGAIN/)!.textContent).toBe('TRY AGAIN 05:00');
    await act(async () => driver.clock.increment(1000));
    expect(buttonByText(/^TRY AGAIN/)!.textContent).toBe('TRY AGAIN 04:59');
    await act(async () => {
      for (let second = 0; second < 298; second += 1) driver.clock.increment(1000);
    });
    expect(buttonByText(/^TRY AGAIN/)!.textContent).toBe('TRY AGAIN 00:01');
    expect(codeField().disabled).toBe(true);
    await act(async () => driver.clock.increment(1000));
    expect(buttonByText(/^TRY AGAIN/)).toBeNull();
    expect(buttonByText('VERIFY')!.disabled).toBe(false);
    expect(codeField().disabled).toBe(false);
    driver.actor.stop();
  });
});
