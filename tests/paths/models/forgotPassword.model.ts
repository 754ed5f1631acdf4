import { forgotPasswordMachine } from '../../../machines/account/forgotPassword.machine';
import { isValidEmail } from '../../../machines/account/login.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const forgotPasswordModel: CatalogueEntry = {
  machine: forgotPasswordMachine,
  appActions: [],
  scenarios: [
    {
      name: 'forgot password',
      events: [
        { type: 'EMAIL_CHANGED', value: 'ada@example.com' },
        { type: 'EMAIL_CHANGED', value: 'ada' },
        { type: 'SUBMIT' },
        done('forgot', { status: 'ok' }),
        ...[httpFailure(400), httpFailure(404), httpFailure(500), networkFailure].map((f) => failed('forgot', f)),
      ],
    },
  ],
  serialize: serializeWith(({ context }) => [isValidEmail(context.email), context.error, context.notice]),
};
