import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { canRemoveModel, modelsOf, type DeploymentModel, type Draft, type ModelGroup } from '../../../../machines/ai/aiConnectionDraft';
import { SECRET_MASK } from '../../../../services/contracts/aiConnections';
import { Button } from '../../../kit/Button';
import type { AiConnectionsActor } from './useAiConnectionsMachine';

const GROUPS: readonly ModelGroup[] = ['generative', 'vectorSearch'];
const COLUMNS = ['modelType', 'deploymentName', 'resourceName', 'endpoint', 'azureKey'] as const;

/** A key is never shown: a stored one reads as the server's mask, a typed one as the same mask. */
const shown = (model: DeploymentModel, column: (typeof COLUMNS)[number]) => (column === 'azureKey' && model.azureKey !== '' ? SECRET_MASK : model[column]);

/** One group's models: each can be edited; removed only while the group keeps another. */
function ModelGroupTable({ actor, draft, group, busy }: { actor: AiConnectionsActor; draft: Draft; group: ModelGroup; busy: boolean }) {
  const { t } = useTranslation('aiConnections');
  const models = modelsOf(draft, group);
  const caption = t(`deployments.groups.${group}`);
  return (
    <table className="ai-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {t(`deployments.fields.${column}`)}
            </th>
          ))}
          <th scope="col">{t('table.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {models.map((model, index) => {
          const row = { group: caption, number: index + 1 };
          return (
            <tr key={`${group}-${index}`}>
              {COLUMNS.map((column) => (
                <td key={column}>{shown(model, column) || <span className="muted">{t('deployments.blank')}</span>}</td>
              ))}
              <td className="ai-row-actions">
                <Button variant="secondary" isDisabled={busy} aria-label={t('deployments.editRow', row)} onPress={() => actor.send({ type: 'EDIT_DEPLOYMENT', group, index })}>
                  {t('edit')}
                </Button>
                {canRemoveModel(draft, group, index) ? (
                  <Button
                    variant="secondary"
                    isDisabled={busy}
                    aria-label={t('deployments.removeRow', row)}
                    onPress={() => actor.send({ type: 'REMOVE_DEPLOYMENT', group, index })}
                  >
                    {t('deployments.remove')}
                  </Button>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The DEPLOYMENTS tab of custom Generative AI: the generative and vector-search models, and Add deployment. */
export function DeploymentsTab({ actor }: { actor: AiConnectionsActor }) {
  const { t } = useTranslation('aiConnections');
  const draft = useSelector(actor, (s) => s.context.draft);
  const busy = useSelector(actor, (s) => !s.matches({ loaded: { popup: 'form' } }));
  if (!draft) return null;
  return (
    <div className="ai-deployments">
      <p className="muted">{t('deployments.help')}</p>
      {GROUPS.map((group) => (
        <div key={group} className="ai-table-scroll">
          <ModelGroupTable actor={actor} draft={draft} group={group} busy={busy} />
        </div>
      ))}
      <div>
        <Button variant="secondary" isDisabled={busy} onPress={() => actor.send({ type: 'ADD_DEPLOYMENT' })}>
          {t('deployments.add')}
        </Button>
      </div>
    </div>
  );
}
