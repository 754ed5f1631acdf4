import { isStrongPassword } from '../../../services/contracts/auth';
import { choosePasswordMachine } from '../../../machines/account/choosePassword.machine';
import { passwordsMatched } from '../../../machines/account/newPassword';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure, signinAnswer } from './fixtures';

export const choosePasswordModel: CatalogueEntry = {
  machine: choosePasswordMachine,
  appActions: ['goToTwoFactorSetup', 'goToTwoFactorVerify', 'storeSession', 'navigate'],
  scenarios: [
    {
      name: 'after a generated password',
      events: [
        { type: 'PASSWORD_CHANGED', value: 'Str0ng!Pass' },
        { type: 'PASSWORD_CHANGED', value: 'short' },
        { type: 'CONFIRM_CHANGED', value: 'Str0ng!Pass' },
        { type: 'CONFIRM_CHANGED', value: 'Str0ng!Pas' },
        { type: 'SUBMIT' },
        done('choose', signinAnswer({ tfa: 'notSet', isAuthenticated: false, firstLogin: true })),
        done('choose', signinAnswer({ tfa: 'expired', isAuthenticated: false })),
        done('choose', signinAnswer({ tfa: 'valid', firstLogin: true })),
        done('choose', signinAnswer()),
        done('choose', signinAnswer({ tfa: 'valid', isAuthenticated: false })),
        ...[httpFailure(400, { cause: 'same_as_generated' }), httpFailure(400), httpFailure(401), httpFailure(403), httpFailure(500), networkFailure].map((f) =>
          failed('choose', f),
        ),
      ],
    },
  ],
  serialize: serializeWith(({ context }) => [isStrongPassword(context.password), passwordsMatched(context), context.password === '']),
};
