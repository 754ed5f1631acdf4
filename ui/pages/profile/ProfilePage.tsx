import { useState } from 'react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { getUserInfo } from '../../../services/session';
import { ProfileView } from './ProfileView';
import { initialNames, provideBackupCodesForm, provideNameForm, providePasswordForm, provideTwoFactorResetForm } from './profileLogic';

/** /profile with the real calls. */
export default function ProfilePage() {
  const [email] = useState(() => getUserInfo()?.email ?? '');
  const [names] = useState(initialNames);
  const [logic] = useState(() => ({ name: provideNameForm(), password: providePasswordForm(), reset: provideTwoFactorResetForm(), backup: provideBackupCodesForm() }));
  const nameForm = useActorRef(logic.name, { input: { values: names, successKey: 'profile.names.saved' } });
  const passwordForm = useActorRef(logic.password, {
    input: { values: { currentPassword: '', newPassword: '' }, successKey: 'profile.password.saved', clearOnSuccess: true },
  });
  const resetForm = useActorRef(logic.reset, { input: { values: { code: '' }, successKey: 'profile.tfaReset.done', clearOnSuccess: true } });
  const backupForm = useActorRef(logic.backup, { input: { values: {}, successKey: 'profile.backup.generated' } });
  return <ProfileView nameForm={nameForm} passwordForm={passwordForm} resetForm={resetForm} backupForm={backupForm} email={email} />;
}
