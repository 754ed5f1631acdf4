import { useState } from 'react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { ProfileView } from './ProfileView';
import { initialNames, provideBackupCodesForm, provideNameForm, providePasswordForm, provideTwoFactorResetForm } from './profileLogic';

/** /profile with the console's calls. */
export default function ProfilePage() {
  const actors = useConsoleActors();
  const [email] = useState(() => actors.session.getUserInfo()?.email ?? '');
  const [names] = useState(() => initialNames(actors));
  const [logic] = useState(() => ({
    name: provideNameForm(actors),
    password: providePasswordForm(actors),
    reset: provideTwoFactorResetForm(actors),
    backup: provideBackupCodesForm(actors),
  }));
  const nameForm = useActorRef(logic.name, { input: { values: names, successKey: 'profile.names.saved' } });
  const passwordForm = useActorRef(logic.password, {
    input: { values: { currentPassword: '', newPassword: '' }, successKey: 'profile.password.saved', clearOnSuccess: true },
  });
  const resetForm = useActorRef(logic.reset, { input: { values: { code: '' }, successKey: 'profile.tfaReset.done', clearOnSuccess: true } });
  const backupForm = useActorRef(logic.backup, { input: { values: {}, successKey: 'profile.backup.generated' } });
  return <ProfileView nameForm={nameForm} passwordForm={passwordForm} resetForm={resetForm} backupForm={backupForm} email={email} />;
}
