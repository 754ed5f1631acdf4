import { registerFormValid, registerMachine, type RegisterContext } from '../../../machines/account/register.machine';
import { isValidEmail } from '../../../machines/account/login.machine';
import { isStrongPassword } from '../../../services/contracts/auth';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

const fields = [
  { type: 'NAME_CHANGED', value: 'Ada' },
  { type: 'NAME_CHANGED', value: '  ' },
  { type: 'SURNAME_CHANGED', value: 'Lovelace' },
  { type: 'PASSWORD_CHANGED', value: 'Str0ng!Pass' },
  { type: 'PASSWORD_CHANGED', value: 'weakpass' },
  { type: 'SUBMIT' },
];
const failures = [httpFailure(500), httpFailure(402), httpFailure(404), httpFailure(400, { message: 'Name has odd characters.' }), networkFailure];
const invitation = (userType: string) => ({
  name: `invitation as ${userType}`,
  input: { invitationToken: 'inv-1', userType },
  events: [...fields, done('acceptInvitation', { status: 'ok' }), ...failures.slice(0, 3).map((f) => failed('acceptInvitation', f))],
});

export const registerModel: CatalogueEntry = {
  machine: registerMachine,
  appActions: ['storeWelcome', 'goToWelcome', 'goToLogin', 'goToLiveChat'],
  scenarios: [
    {
      name: 'sign up',
      input: {},
      events: [
        ...fields,
        { type: 'EMAIL_CHANGED', value: 'ada@example.com' },
        { type: 'EMAIL_CHANGED', value: 'ada@example' },
        done('signup', { status: 'ok' }),
        ...failures.map((f) => failed('signup', f)),
      ],
    },
    invitation('Agent'),
    invitation('USER'),
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as RegisterContext;
    return [c.name.trim() !== '', c.surname.trim() !== '', isValidEmail(c.email), isStrongPassword(c.password), registerFormValid(c)];
  }),
};
