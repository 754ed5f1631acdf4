import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../kit/Banner';
import { Button } from '../kit/Button';
import { TextAreaField } from '../kit/TextAreaField';
import { TextField } from '../kit/TextField';
import type { InspectionStore } from './inspectionStore';
import { parseManualEvent } from './manualEvent';

type Notice = { kind: 'error' | 'info'; text: string };

/** Sends an event typed by hand to the selected live actor (developer mode: the inspector exists only there). */
export function SendEventForm({ store, actorKey }: { store: InspectionStore; actorKey: string }) {
  const { t } = useTranslation('inspector');
  const [type, setType] = useState('');
  const [payload, setPayload] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseManualEvent(type, payload);
    if (!parsed.ok) {
      setNotice({ kind: 'error', text: t(`send.errors.${parsed.error}`, { detail: parsed.detail ?? '' }) });
      return;
    }
    const result = store.send(actorKey, parsed.event);
    const values = { type: parsed.event.type };
    if (result === 'sent') setNotice({ kind: 'info', text: t('send.sent', values) });
    else if (result === 'sentToTab') setNotice({ kind: 'info', text: t('send.sentToTab', values) });
    else setNotice({ kind: 'error', text: t(`send.errors.${result}`) });
  };
  return (
    <form className="inspector-send" aria-labelledby="inspector-send-heading" onSubmit={handleSubmit}>
      <h3 id="inspector-send-heading">{t('send.heading')}</h3>
      <TextField label={t('send.type')} value={type} onChange={setType} />
      <TextAreaField label={t('send.payload')} value={payload} onChange={setPayload} rows={3} />
      <Banner kind={notice?.kind ?? 'info'} message={notice?.text} />
      <Button type="submit">{t('send.submit')}</Button>
    </form>
  );
}
