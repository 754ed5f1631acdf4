import { useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { useTranslation } from 'react-i18next';
import { Button } from '../../kit/Button';
import { TextField } from '../../kit/TextField';
import { useText } from '../../kit/useText';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { provideAllowlistForm, splitEntries } from './companyProfileLogic';
import { Banner } from '../../kit/Banner';
import { hasUnsavedChanges } from '../../../machines/account/profileForm.machine';
import { LeavePageModal } from '../../shell/LeavePageModal';
import { saveProfileForm } from '../../shell/saveProfileForm';
import { useLeavePage } from '../../shell/useLeavePage';

/** The company (id) and the tab (initial): another of either leaves the allowlist. */
const LEAVING_KEYS = ['id', 'initial'] as const;

/** SECURITY tab (admins): the company's IP allowlist; the server checks every entry and says what is wrong. Leaving with the list changed asks first. */
export function SecurityPanel({ companyId, entries }: { companyId: string; entries: string[] }) {
  const { t } = useTranslation('companies');
  const text = useText(['companies', 'common']);
  const client = useApolloClient();
  const { companies } = useConsoleActors();
  const [logic] = useState(() => provideAllowlistForm(companies, client, companyId));
  const form = useActorRef(logic, { input: { values: { entries: entries.join('\n') }, successKey: 'companies.security.saved' } });
  const list = splitEntries(useSelector(form, (s) => s.context.values['entries']));
  const error = useSelector(form, (s) => s.context.error);
  const notice = useSelector(form, (s) => s.context.notice);
  const saving = useSelector(form, (s) => s.matches('submitting'));
  const [draft, setDraft] = useState('');
  // Leaving with an allowlist changed but not saved (another page, company or tab) asks first
  // (spec 2.17); Save Changes saves it.
  const dirty = useSelector(form, (s) => hasUnsavedChanges(s.context));
  const leaving = useLeavePage({ dirty, save: () => saveProfileForm(form), key: LEAVING_KEYS });

  const setList = (next: string[]) => form.send({ type: 'CHANGED', field: 'entries', value: next.join('\n') });
  const handleAdd = (event: FormEvent) => {
    event.preventDefault();
    const entry = draft.trim();
    if (entry && !list.includes(entry)) setList([...list, entry]);
    setDraft('');
  };

  return (
    <section className="security" aria-labelledby="allowlist-title">
      <h2 id="allowlist-title">{t('security.title')}</h2>
      <p className="muted">{t('security.intro')}</p>
      <ul className="security-rules">
        <li>{t('security.rules.formats')}</li>
        <li>{t('security.rules.reserved')}</li>
        <li>{t('security.rules.own')}</li>
        <li>{t('security.rules.empty')}</li>
      </ul>
      <Banner kind="error" message={error ? text(error) : null} />
      <Banner kind="info" message={notice ? text(notice) : null} />
      {list.length === 0 ? <p className="muted">{t('security.empty')}</p> : null}
      <ul className="allowlist" aria-label={t('security.listLabel')}>
        {list.map((entry) => (
          <li key={entry} className="allowlist-row">
            <code dir="ltr">{entry}</code>
            <Button
              variant="link"
              className="company-danger-link"
              isDisabled={saving}
              onPress={() => setList(list.filter((e) => e !== entry))}
              aria-label={t('security.removeNamed', { entry })}
            >
              {t('security.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <form className="allowlist-add" onSubmit={handleAdd} noValidate>
        <TextField label={t('security.entry')} name="allowlistEntry" value={draft} onChange={setDraft} isDisabled={saving} placeholder="203.0.113.0/24" />
        <Button type="submit" variant="secondary" isDisabled={draft.trim() === '' || saving}>
          {t('security.add')}
        </Button>
      </form>
      <Button isPending={saving} onPress={() => form.send({ type: 'SUBMIT' })}>
        {t('security.save')}
      </Button>
      <LeavePageModal state={leaving} />
    </section>
  );
}
