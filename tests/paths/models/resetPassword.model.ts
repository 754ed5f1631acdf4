import { isStrongPassword } from '../../../services/contracts/auth';
import { passwordsMatched } from '../../../machines/account/newPassword';
import { resetPasswordMachine } from '../../../machines/account/resetPassword.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const resetPasswordModel: CatalogueEntry = {
  machine: resetPasswordMachine,
  appActions: ['goToLogin'],
  scenarios: [
    {
      name: 'reset with a link token',
      input: { token: 'reset-1' },
      events: [
        { type: 'PASSWORD_CHANGED', value: 'Str0ng!Pass' },
        { type: 'PASSWORD_CHANGED', value: 'short' },
        { type: 'CONFIRM_CHANGED', value: 'Str0ng!Pass' },
        { type: 'CONFIRM_CHANGED', value: 'Str0ng!Pas' },
        { type: 'SUBMIT' },
        done('reset', { status: 'ok' }),
        ...[httpFailure(400), httpFailure(401), httpFailure(500), networkFailure].map((f) => failed('reset', f)),
      ],
    },
  ],
  serialize: serializeWith(({ context }) => [isStrongPassword(context.password), passwordsMatched(context), context.password === '']),
};
