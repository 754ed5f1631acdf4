import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { AnyEventObject } from 'xstate';
import type { Driver } from '../../../tests/paths/driver';
import type { CaptchaProps } from '../../captcha/captchaProps';
import { LoginView, type LoginActorRef } from './LoginView';

/** A stand-in for the ALTCHA widget: two buttons that report what the widget would. */
export function FakeCaptcha({ onSolved, onExpired }: CaptchaProps) {
  return (
    <div data-testid="captcha">
      <button type="button" onClick={() => onSolved('captcha-payload')}>
        Solve captcha
      </button>
      <button type="button" onClick={() => onExpired()}>
        Expire captcha
      </button>
    </div>
  );
}

export function renderLogin(driver: Driver) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginView actorRef={driver.actor as unknown as LoginActorRef} captcha={FakeCaptcha} />
    </MemoryRouter>,
  );
  return { user, view };
}

// Text and label queries: role queries are exact but slow in jsdom, and the paths are many.
export const emailField = () => screen.getByLabelText('E-mail') as HTMLInputElement;
export const passwordField = () => screen.getByLabelText('Password') as HTMLInputElement;
export const keepCheckbox = () => screen.getByLabelText('Keep me signed in') as HTMLInputElement;
/** The button whose text is exactly `text`, or null. */
export const buttonByText = (text: string | RegExp) => screen.queryByText(text, { selector: 'button, button *' })?.closest('button') ?? null;
export const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? null;

type User = ReturnType<typeof userEvent.setup>;

async function replaceText(user: User, field: HTMLInputElement, value: string): Promise<void> {
  await user.clear(field);
  if (value) await user.paste(value);
}

/**
 * Performs one event of a generated path the way a person (or the outside world) would:
 * typing, clicking, the captcha widget reporting, an answer arriving, a second passing.
 */
export async function perform(user: User, driver: Driver, event: AnyEventObject): Promise<void> {
  switch (event.type) {
    case 'EMAIL_CHANGED':
      return replaceText(user, emailField(), String(event['value']));
    case 'PASSWORD_CHANGED':
      return replaceText(user, passwordField(), String(event['value']));
    case 'KEEP_SIGNED_IN_CHANGED':
      if (keepCheckbox().checked !== event['value']) await user.click(keepCheckbox());
      return;
    case 'CAPTCHA_SOLVED': {
      const verify = buttonByText('Verify You Are A Human!');
      if (verify) await user.click(verify);
      await user.click(within(screen.getByTestId('captcha')).getByText('Solve captcha'));
      return;
    }
    case 'CAPTCHA_EXPIRED':
      return user.click(within(screen.getByTestId('captcha')).getByText('Expire captcha'));
    case 'SUBMIT':
      return user.click(buttonByText('LOGIN')!);
    case 'OAUTH_TOKEN':
      // Comes from the address (?token=&user=), read by the page; see LoginPage.test.
      act(() => driver.actor.send(event));
      return;
    default:
      await act(() => driver.apply(event));
  }
}
