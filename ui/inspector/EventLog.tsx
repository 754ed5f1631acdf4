import { useTranslation } from 'react-i18next';
import { Button } from '../kit/Button';
import { TextField } from '../kit/TextField';
import { stateText } from './actorTree';
import type { InspectedActor, LogEntry } from './types';

type Props = {
  actor: InspectedActor;
  filter: string;
  onFilter: (value: string) => void;
  readingSeq: number | null;
  onRead: (entry: LogEntry) => void;
  onExport: () => void;
};

/** Entries whose event type contains the filter text (any case). */
export function filterLog(log: readonly LogEntry[], filter: string): LogEntry[] {
  const text = filter.trim().toLowerCase();
  return text ? log.filter((entry) => entry.eventType.toLowerCase().includes(text)) : [...log];
}

/** The selected actor's event log, newest last: event, source, time, resulting state. */
export function EventLog({ actor, filter, onFilter, readingSeq, onRead, onExport }: Props) {
  const { t } = useTranslation('inspector');
  const entries = filterLog(actor.log, filter);
  return (
    <section className="inspector-log" aria-labelledby="inspector-log-heading">
      <div className="inspector-log-bar">
        <h3 id="inspector-log-heading">{t('log.heading')}</h3>
        <TextField label={t('log.filter')} value={filter} onChange={onFilter} />
        <Button variant="secondary" onPress={onExport}>
          {t('log.export')}
        </Button>
      </div>
      {!entries.length && <p>{t('log.empty')}</p>}
      <table>
        <thead>
          <tr>
            <th scope="col">{t('log.columns.event')}</th>
            <th scope="col">{t('log.columns.source')}</th>
            <th scope="col">{t('log.columns.time')}</th>
            <th scope="col">{t('log.columns.state')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.seq} className={entry.seq === readingSeq ? 'is-selected' : undefined}>
              <td>
                <Button variant="link" aria-pressed={entry.seq === readingSeq} onPress={() => onRead(entry)}>
                  {`#${entry.seq} ${entry.eventType}`}
                </Button>
              </td>
              <td>{entry.source ?? t('log.page')}</td>
              <td>
                <time dateTime={new Date(entry.time).toISOString()}>{new Date(entry.time).toLocaleTimeString()}</time>
              </td>
              <td>{stateText(entry.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
