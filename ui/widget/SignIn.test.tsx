/** @jsxImportSource preact */
// @vitest-environment jsdom
import { findByRole, getByLabelText, getByRole } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { widgetSignInMachine } from '../../machines/conversations/widgetSignIn.machine';
import type { OtpRequestBody, OtpVerifyBody, WebChatSession, WebChatSignInForm } from '../../services/contracts/webChatSignIn';
import en from '../../locales/en/widget.json';
import { pickerCountries } from '../../tests/paths/models/widgetSignIn.model';
import { SignIn } from './SignIn';
import { signInWords } from './signInTexts';

const session: WebChatSession = { session: 'wcs1.p.s', expiresAt: '2030-01-01T00:00:00.000Z', visitor: { id: '+4915112345678', phone: '+4915112345678', name: 'Ada' } };

function signInWith(form: WebChatSignInForm, verify: (body: OtpVerifyBody) => Promise<WebChatSession>) {
  const asked: OtpRequestBody[] = [];
  const machine = widgetSignInMachine.provide({
    actors: {
      loadForm: fromPromise(async () => form),
      requestCode: fromPromise<{ expiresInSeconds: number }, { channelId: string; body: OtpRequestBody }>(async ({ input }) => {
        asked.push(input.body);
        return { expiresInSeconds: 300 };
      }),
      verifyCode: fromPromise<WebChatSession, { channelId: string; body: OtpVerifyBody }>(({ input }) => verify(input.body)),
    },
  });
  const actor = createActor(machine, { input: { channelId: 'ch1', token: null } }).start();
  const host = document.createElement('div');
  document.body.append(host);
  const onSignedIn = vi.fn();
  render(
    <SignIn
      slot={{ needed: () => true, actor: () => actor, language: 'en' }}
      texts={{ signIn: signInWords('en'), offline: en.ui.offline, error: en.ui.error }}
      onSignedIn={onSignedIn}
    />,
    host,
  );
  return { host, asked, onSignedIn };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the web messenger sign-in', () => {
  it('asks for the name and the phone with its country, then the code, and reports the session', async () => {
    const user = userEvent.setup();
    const { host, asked, onSignedIn } = signInWith(
      { auth: 'OTP', defaultCountry: 'DE', phoneTitle: 'Mobile number', requireName: true, requireEmail: false, countries: pickerCountries },
      async () => session,
    );
    const name = await findByRole(host, 'textbox', { name: /Name/ });
    await vi.waitFor(() => expect(document.activeElement).toBe(name));
    expect((getByLabelText(host, en.signIn.country) as HTMLSelectElement).value).toBe('DE');
    await user.type(name, 'Ada');
    await user.type(getByLabelText(host, /Mobile number/), '0151 1234 5678');
    await user.keyboard('{Enter}');
    const code = await findByRole(host, 'textbox', { name: /Enter the code/ });
    expect(asked).toEqual([{ phone: '+4915112345678', name: 'Ada' }]);
    expect(code.getAttribute('aria-describedby')).toBe('wm-signin-code-hint');
    expect(host.querySelector('#wm-signin-code-hint')?.textContent).toBe('We sent a 6-digit code to +4915112345678.');
    expect(getByRole(host, 'button', { name: en.signIn.verify }).hasAttribute('disabled')).toBe(true);
    await user.type(code, '123456{Enter}');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  });

  it('says a wrong code in an alert the field points to', async () => {
    const user = userEvent.setup();
    const refused = { kind: 'http', status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'The code is not right.', cause: 'wrong_code' } };
    const { host } = signInWith({ auth: 'OTP', requireName: false, requireEmail: false, countries: pickerCountries }, () => Promise.reject(refused));
    await user.type(await findByRole(host, 'textbox', { name: /Phone number/ }), '5551112233{Enter}');
    await user.type(await findByRole(host, 'textbox', { name: /Enter the code/ }), '000000{Enter}');
    const alert = await findByRole(host, 'alert');
    expect(alert.textContent).toBe(en.signIn.errors.wrongCode);
    expect(getByLabelText(host, /Enter the code/).getAttribute('aria-describedby')).toContain(alert.id);
  });

  it('tells a visitor who typed no phone number what is missing', async () => {
    const user = userEvent.setup();
    const { host, asked } = signInWith({ auth: 'OTP', requireName: false, requireEmail: false, countries: pickerCountries }, async () => session);
    await user.click(await findByRole(host, 'button', { name: en.signIn.sendCode }));
    expect((await findByRole(host, 'alert')).textContent).toBe(en.signIn.errors.phone);
    expect(getByLabelText(host, /Phone number/).getAttribute('aria-invalid')).toBe('true');
    expect(asked).toEqual([]);
  });
});
