// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { isValidEmail, type LoginContext } from '../../../machines/account/login.machine';
import { loginModel } from '../../../tests/paths/models/login.model';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { createDriver, type Driver } from '../../../tests/paths/driver';
import { pathsFor } from '../../../tests/paths/paths';
import { en, initTestI18n } from '../../testing/i18n';
import { screenPaths } from '../../testing/pathSelection';
import { formatMinutesSeconds } from '../../kit/CountdownButton';
import { alertText, buttonByText, emailField, passwordField, perform, renderLogin } from './loginTestKit';

const paths = pathsFor('login');
const rendered = screenPaths(loginModel.machine, paths);

function expectedError(context: LoginContext): string | null {
  if (!context.error) return null;
  if (context.error.message) return context.error.message;
  const [ns, ...rest] = context.error.key.split('.');
  return en(`${ns}:${rest.join('.')}`);
}

/** What the person must see in the state the model says the machine is in. */
function checkScreen(model: AnyMachineSnapshot, driver: Driver): void {
  const context = model.context as LoginContext;
  expect(driver.snapshot().value).toEqual(model.value);
  const alert = expectedError(context);
  expect(alertText()).toBe(alert);

  const login = buttonByText('LOGIN');
  if (model.matches({ editing: 'needsCaptcha' })) {
    expect(login).toBeNull();
    expect(buttonByText('Verify You Are A Human!') ?? screen.getByTestId('captcha')).toBeTruthy();
  } else if (model.matches('editing')) {
    const valid = isValidEmail(context.email) && context.password.length > 0;
    expect(login).not.toBeNull();
    expect(login!.hasAttribute('disabled')).toBe(!valid);
    expect(emailField().value).toBe(context.email);
    expect(passwordField().value).toBe(context.password);
  } else if (model.matches('submitting') || model.matches('fetchingSession')) {
    expect(login!.hasAttribute('disabled')).toBe(true);
  } else if (model.matches('locked')) {
    const button = buttonByText(/^TRY AGAIN/)!;
    expect(button.textContent).toBe(`TRY AGAIN ${formatMinutesSeconds(context.remainingSeconds)}`);
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(emailField().disabled).toBe(true);
    expect(passwordField().disabled).toBe(true);
  } else if (model.matches('signedIn')) {
    expect(driver.called('storeSession')).toHaveLength(1);
    expect(driver.called('navigate')).toEqual([{ path: context.outcome?.path }]);
  } else if (model.matches('twoFactorSetup')) {
    expect(driver.called('goToTwoFactorSetup')).toHaveLength(1);
  } else if (model.matches('twoFactorVerify')) {
    expect(driver.called('goToTwoFactorVerify')).toHaveLength(1);
  }
}

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

describe('login screen, driven along the generated paths', () => {
  it('the rendered paths reach every state and take every transition', () => {
    expect(() => assertFullCoverage(loginModel.machine, rendered)).not.toThrow();
  });

  const named = rendered.map((path, index) => {
    const events = path.steps.slice(1).map((s) => s.event.type.replace('xstate.', ''));
    return [`#${index + 1} ${JSON.stringify(path.state.value)} <- ${events.join(', ')}`, path] as const;
  });
  it.each(named)('%s', async (_, path) => {
    const driver = createDriver(loginModel, path.input);
    const { user } = renderLogin(driver);
    checkScreen(path.steps[0]!.state, driver);
    for (const step of path.steps.slice(1)) {
      await perform(user, driver, step.event);
      checkScreen(step.state, driver);
    }
    driver.actor.stop();
  });
});
