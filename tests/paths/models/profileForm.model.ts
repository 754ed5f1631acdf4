import { profileFormMachine, type ProfileFormContext } from '../../../machines/account/profileForm.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

/** The name form of the profile page: its fields, a success, and the failures a call can end in. */
export const nameForm = { values: { name: 'Ada', surname: 'Lovelace' }, successKey: 'profile:saved' };
/** The password form clears its fields after a success. */
export const passwordForm = { values: { currentPassword: '', newPassword: '' }, successKey: 'profile:passwordChanged', clearOnSuccess: true };

export const refusedName = httpFailure(400, { message: 'Name is at most 50 characters.' });

export const profileFormModel: CatalogueEntry = {
  machine: profileFormMachine,
  appActions: ['succeeded'],
  scenarios: [
    {
      name: 'change the name',
      input: nameForm,
      events: [
        { type: 'CHANGED', field: 'name', value: 'Grace' },
        { type: 'SUBMIT' },
        done('submit', { id: 'u1', name: 'Grace', surname: 'Lovelace' }),
        failed('submit', refusedName),
        failed('submit', networkFailure),
        failed('submit', httpFailure(503)),
      ],
    },
    {
      name: 'change the password',
      input: passwordForm,
      events: [{ type: 'CHANGED', field: 'newPassword', value: 'N3w-password!' }, { type: 'SUBMIT' }, done('submit', null)],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as ProfileFormContext;
    return [c.values, c.error, c.notice];
  }),
};
