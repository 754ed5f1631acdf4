import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StateValue } from 'xstate';
import { Banner } from '../kit/Banner';
import { Button } from '../kit/Button';
import { ActorDiagram } from './ActorDiagram';
import { ActorList } from './ActorList';
import { stateText } from './actorTree';
import { downloadTextFile } from '../kit/downloadTextFile';
import { EventLog } from './EventLog';
import { exportFileName, exportLog, type ExportedLog } from './exportLog';
import type { InspectionStore } from './inspectionStore';
import { machineOf } from './machineLookup';
import { actorPhase, readEntry, resolveSelection } from './selection';
import { SendEventForm } from './SendEventForm';
import { useInspectedActors } from './useInspectedActors';
import { actorKey, type InspectedActor } from './types';
import './inspector.css';

export type InspectorPanelProps = {
  store: InspectionStore;
  /** Where an exported log goes; the browser's download by default. */
  onExport?: (fileName: string, log: ExportedLog) => void;
};

function Json({ label, value }: { label: string; value: unknown }) {
  return (
    <figure className="inspector-json">
      <figcaption>{label}</figcaption>
      <pre>{JSON.stringify(value, null, 2)}</pre>
    </figure>
  );
}

/** The selected actor: its diagram, state, context and event log; a past entry can be read. */
function ActorDetails({ store, actor, onExport }: { store: InspectionStore; actor: InspectedActor; onExport: (fileName: string, log: ExportedLog) => void }) {
  const { t } = useTranslation('inspector');
  const [filter, setFilter] = useState('');
  const [readingSeq, setReadingSeq] = useState<number | null>(null);
  const reading = readEntry(actor.log, readingSeq);
  const settled = actor.log.filter((entry) => entry.snapshot);
  const currentIndex = reading ? actor.log.indexOf(reading) : actor.log.lastIndexOf(settled.at(-1)!);
  const current = actor.log[currentIndex] ?? null;
  const previous = currentIndex > 0 ? ([...actor.log.slice(0, currentIndex)].reverse().find((entry) => entry.snapshot) ?? null) : null;
  const snapshot = reading ? reading.snapshot : actor.snapshot;
  const machine = machineOf(store, actor);
  const key = actorKey(actor);
  return (
    <section className="inspector-details" aria-labelledby="inspector-details-heading">
      <h2 id="inspector-details-heading">{actor.machineId ?? actor.id}</h2>
      {reading && (
        <div className="inspector-reading">
          <Banner kind="info" message={t('log.reading', { seq: reading.seq, event: reading.eventType })} />
          <Button variant="secondary" onPress={() => setReadingSeq(null)}>
            {t('log.backToLive')}
          </Button>
        </div>
      )}
      {!reading && actorPhase(actor) === 'waiting' ? (
        // Another tab can list an actor before its first snapshot: no state, diagram or context to show yet.
        <p className="inspector-waiting" role="status">
          {t('details.waiting')}
        </p>
      ) : (
        <>
          <dl className="inspector-facts">
            <dt>{t('details.state')}</dt>
            <dd data-testid="inspector-state">{stateText(snapshot?.value)}</dd>
            <dt>{t('details.status')}</dt>
            <dd>{t(`status.${snapshot?.status ?? 'active'}`)}</dd>
          </dl>
          {machine && snapshot?.value != null ? (
            <ActorDiagram machine={machine} value={snapshot.value as StateValue} previous={previous} current={current} />
          ) : (
            <p>{actor.machineId ? t('details.noDefinition') : t('details.noDiagram')}</p>
          )}
          {reading?.snapshot ? <Json label={t('log.snapshot')} value={reading.snapshot} /> : <Json label={t('details.context')} value={snapshot?.context ?? null} />}
        </>
      )}
      <EventLog
        actor={actor}
        filter={filter}
        onFilter={setFilter}
        readingSeq={reading?.seq ?? null}
        onRead={(entry) => setReadingSeq(entry.seq)}
        onExport={() => {
          const log = exportLog(actor);
          onExport(exportFileName(log), log);
        }}
      />
      {actor.snapshot?.status === 'active' && <SendEventForm key={key} store={store} actorKey={key} />}
    </section>
  );
}

const downloadLog = (fileName: string, log: ExportedLog) => downloadTextFile(fileName, JSON.stringify(log, null, 2));

/**
 * The inspector: the live actors of every tab of the console and the selected one's details.
 * The page keeps only the clicked key (a plain value, no workflow: nothing loads or waits);
 * resolveSelection says what it means against the store's actors of this render.
 */
export function InspectorPanel({ store, onExport = downloadLog }: InspectorPanelProps) {
  const actors = useInspectedActors(store);
  const [selected, setSelected] = useState<string | null>(null);
  const { t } = useTranslation('inspector');
  const selection = resolveSelection(actors, selected);
  return (
    <div className="inspector">
      <ActorList store={store} actors={actors} selected={selected} onSelect={setSelected} />
      {selection.kind === 'actor' ? (
        <ActorDetails key={selected} store={store} actor={selection.actor} onExport={onExport} />
      ) : (
        <p className="inspector-details" role={selection.kind === 'gone' ? 'status' : undefined}>
          {t(selection.kind === 'gone' ? 'details.gone' : 'details.none')}
        </p>
      )}
    </div>
  );
}
