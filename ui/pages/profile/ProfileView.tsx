import type { FormEvent, ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../kit/Button';
import { PasswordRules } from '../../kit/PasswordRules';
import { TextField } from '../../kit/TextField';
import { useText } from '../../kit/useText';
import { downloadTextFile } from '../../kit/downloadTextFile';
import { hasUnsavedChanges, type profileFormMachine } from '../../../machines/account/profileForm.machine';
import { LeavePageModal } from '../../shell/LeavePageModal';
import { saveProfileForm } from '../../shell/saveProfileForm';
import { useLeavePage } from '../../shell/useLeavePage';
import { checkPassword } from './profileLogic';
import './profile.css';
import { Banner } from '../../kit/Banner';

export type ProfileFormRef = ActorRefFrom<typeof profileFormMachine>;
export type ProfileViewProps = {
  nameForm: ProfileFormRef;
  passwordForm: ProfileFormRef;
  resetForm: ProfileFormRef;
  backupForm: ProfileFormRef;
  email: string;
};

const BACKUP_FILE = 'backup-codes.txt';

function useForm(ref: ProfileFormRef) {
  const values = useSelector(ref, (s) => s.context.values);
  const error = useSelector(ref, (s) => s.context.error);
  const notice = useSelector(ref, (s) => s.context.notice);
  const output = useSelector(ref, (s) => s.context.output);
  const busy = useSelector(ref, (s) => s.matches('submitting'));
  const canSubmit = useSelector(ref, (s) => s.can({ type: 'SUBMIT' }));
  const dirty = useSelector(ref, (s) => hasUnsavedChanges(s.context));
  const change = (field: string) => (value: string) => ref.send({ type: 'CHANGED', field, value });
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    ref.send({ type: 'SUBMIT' });
  };
  return { values, error, notice, output, busy, canSubmit, dirty, change, submit };
}

function Outcome({ form }: { form: ReturnType<typeof useForm> }) {
  const text = useText(['profile', 'common']);
  return (
    <>
      <Banner kind="error" message={form.error ? text(form.error) : null} />
      <Banner kind="info" message={form.notice ? text(form.notice) : null} />
    </>
  );
}

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="panel profile-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro ? <p className="muted profile-intro">{intro}</p> : null}
      {children}
    </section>
  );
}

/** /profile: name and surname, password change, two-factor reset and new backup codes. */
export function ProfileView({ nameForm, passwordForm, resetForm, backupForm, email }: ProfileViewProps) {
  const { t } = useTranslation('profile');
  const names = useForm(nameForm);
  const password = useForm(passwordForm);
  const reset = useForm(resetForm);
  const backup = useForm(backupForm);
  const codes = Array.isArray(backup.output) ? (backup.output as string[]) : [];
  // Leaving with a changed name or a password being changed asks first (spec 2.17). The
  // two-factor reset code is not a change to keep: leaving simply drops it.
  const unsaved = [names.dirty ? nameForm : null, password.dirty ? passwordForm : null].filter((ref) => ref !== null);
  const canSaveAll = (!names.dirty || names.canSubmit) && (!password.dirty || password.canSubmit);
  const leaving = useLeavePage({
    dirty: unsaved.length > 0,
    save: canSaveAll
      ? async () => {
          for (const ref of unsaved) await saveProfileForm(ref);
        }
      : null,
  });

  return (
    <div className="profile">
      <h1 className="page-title">{t('title')}</h1>
      <p className="muted">{t('signedInAs', { email })}</p>

      <Section id="profile-names" title={t('names.title')}>
        <Outcome form={names} />
        <form className="profile-form" onSubmit={names.submit} noValidate>
          <TextField label={t('names.name')} name="name" autoComplete="given-name" value={names.values['name'] ?? ''} isDisabled={names.busy} onChange={names.change('name')} />
          <TextField
            label={t('names.surname')}
            name="surname"
            autoComplete="family-name"
            value={names.values['surname'] ?? ''}
            isDisabled={names.busy}
            onChange={names.change('surname')}
          />
          <Button type="submit" isDisabled={!names.canSubmit} isPending={names.busy}>
            {t('names.save')}
          </Button>
        </form>
      </Section>

      <Section id="profile-password" title={t('password.title')}>
        <Outcome form={password} />
        <form className="profile-form" onSubmit={password.submit} noValidate>
          <TextField
            label={t('password.current')}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={password.values['currentPassword'] ?? ''}
            isDisabled={password.busy}
            onChange={password.change('currentPassword')}
          />
          <TextField
            label={t('password.new')}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            value={password.values['newPassword'] ?? ''}
            isDisabled={password.busy}
            onChange={password.change('newPassword')}
            aria-describedby="profile-password-rules"
          />
          <PasswordRules id="profile-password-rules" checks={checkPassword(password.values['newPassword'] ?? '')} />
          <Button type="submit" isDisabled={!password.canSubmit} isPending={password.busy}>
            {t('password.save')}
          </Button>
        </form>
      </Section>

      <Section id="profile-tfa-reset" title={t('tfaReset.title')} intro={t('tfaReset.intro')}>
        <Outcome form={reset} />
        <form className="profile-form" onSubmit={reset.submit} noValidate>
          <TextField
            label={t('tfaReset.code')}
            name="verificationToken"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={reset.values['code'] ?? ''}
            isDisabled={reset.busy}
            onChange={(value) => reset.change('code')(value.replace(/\D/g, '').slice(0, 6))}
          />
          <Button type="submit" variant="danger" isDisabled={!reset.canSubmit} isPending={reset.busy}>
            {t('tfaReset.submit')}
          </Button>
        </form>
      </Section>

      <Section id="profile-backup" title={t('backup.title')} intro={t('backup.intro')}>
        <Outcome form={backup} />
        {codes.length > 0 ? (
          <>
            <ol className="profile-codes" aria-label={t('backup.listLabel')} dir="ltr">
              {codes.map((code) => (
                <li key={code}>
                  <code>{code}</code>
                </li>
              ))}
            </ol>
            <Button variant="secondary" onPress={() => downloadTextFile(BACKUP_FILE, `${codes.join('\n')}\n`)}>
              {t('backup.download')}
            </Button>
          </>
        ) : null}
        <div className="profile-actions">
          <Button isDisabled={!backup.canSubmit} isPending={backup.busy} onPress={() => backup.submit()}>
            {t('backup.generate')}
          </Button>
        </div>
      </Section>
      <LeavePageModal state={leaving} />
    </div>
  );
}
