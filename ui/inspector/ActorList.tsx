import { useTranslation } from 'react-i18next';
import { Button } from '../kit/Button';
import { actorRows, stateText } from './actorTree';
import type { InspectionStore } from './inspectionStore';
import { actorPhase } from './selection';
import type { InspectedActor } from './types';

type Props = { store: InspectionStore; actors: readonly InspectedActor[]; selected: string | null; onSelect: (key: string) => void };

/** The live actors of every tab as a tree: name, current state, status. */
export function ActorList({ store, actors, selected, onSelect }: Props) {
  const { t } = useTranslation('inspector');
  const rows = actorRows(actors);
  const tabs = [...new Set(rows.map((row) => row.actor.tabId))];
  return (
    <section className="inspector-actors" aria-labelledby="inspector-actors-heading">
      <h2 id="inspector-actors-heading">{t('actors.heading')}</h2>
      {!rows.length && <p>{t('actors.empty')}</p>}
      {tabs.map((tabId) => (
        <div key={tabId}>
          <h3>{tabId === store.tabId ? t('actors.thisTab') : t('actors.otherTab', { path: store.tabPath(tabId) || tabId })}</h3>
          <ul className="inspector-tree">
            {rows
              .filter((row) => row.actor.tabId === tabId)
              .map(({ actor, key, depth }) => (
                <li key={key} style={{ paddingInlineStart: `${depth * 1.25}rem` }}>
                  <Button
                    variant="link"
                    className={key === selected ? 'inspector-actor is-selected' : 'inspector-actor'}
                    aria-current={key === selected ? 'true' : undefined}
                    onPress={() => onSelect(key)}
                  >
                    <span className="inspector-actor-name">{actor.machineId ?? actor.id}</span>{' '}
                    <span className="inspector-actor-state">{actor.machineId ? stateText(actor.snapshot?.value) : t('actors.noMachine')}</span>{' '}
                    <span className={`inspector-status inspector-status-${actorPhase(actor)}`}>{t(`status.${actorPhase(actor)}`)}</span>
                  </Button>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
