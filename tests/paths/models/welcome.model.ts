import { welcomeMachine } from '../../../machines/account/welcome.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

const events = [
  { type: 'RESEND' },
  { type: 'OPEN_INBOX' },
  done('resend', { status: 'ok' }),
  failed('resend', httpFailure(400)),
  failed('resend', httpFailure(429, { message: 'A verification e-mail was sent moments ago. Please wait 30 seconds before asking again.', remainingTime: 30 })),
  failed('resend', httpFailure(500)),
  failed('resend', networkFailure),
];

export const welcomeModel: CatalogueEntry = {
  machine: welcomeMachine,
  appActions: ['goToRegister', 'openInbox'],
  scenarios: [
    { name: 'gmail address', input: { name: 'Ada', email: 'ada@gmail.com' }, events },
    { name: 'company address', input: { name: 'Ada', email: 'ada@example.com' }, events },
    { name: 'no e-mail in the session', input: {}, events },
  ],
  serialize: serializeWith(({ context }) => context.notice),
};
