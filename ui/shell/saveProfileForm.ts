import type { ActorRefFrom } from 'xstate';
import { hasUnsavedChanges, type profileFormMachine } from '../../machines/account/profileForm.machine';
import { saveThrough } from './useLeavePage';

/** Saves a form of the shared form machine (the profile's, the company's allowlist) through the machine: the leave-page question's Save Changes. */
export const saveProfileForm = (ref: ActorRefFrom<typeof profileFormMachine>) =>
  saveThrough<typeof profileFormMachine>(
    ref,
    { type: 'SUBMIT' },
    { saving: (s) => s.matches('submitting'), dirty: (s) => hasUnsavedChanges(s.context), error: (s) => s.context.error },
  );
