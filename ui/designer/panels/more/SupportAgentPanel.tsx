import { useTranslation } from 'react-i18next';
import type { Agent } from '../../../../services/contracts/designerData';
import { Button } from '../../../kit/Button';
import { SelectField } from '../../../kit/SelectField';
import { useDesignerData } from '../dataContext';
import type { ModuleChange, PanelProps } from '../types';
import { useResource } from '../useResource';
import { AgentButtonTexts } from './AgentButtonTexts';
import { accountChange, agentChange, exitFunctionsOf, exitSlot, offeredAgents } from './agentRules';
import { AgentSelect } from './AgentSelect';
import { companyProfilePath, Loaded, NS, PanelBody, SlotPicker } from './parts';

/** AI Agent (LLM) (SUPPORT_AGENT, spec 2.15, 3.2, 4.2, 5.10): account, agent, exit actions, product button texts. */
export function SupportAgentPanel(props: PanelProps<'SUPPORT_AGENT'>) {
  const { t } = useTranslation(NS);
  const data = useDesignerData();
  const partnerName = props.module.settings.partnerName ?? '';
  const agentVersionId = props.module.settings.agentVersionId ?? '';
  const partners = useResource({ companyId: props.companyId }, (q) => data.partners(q.companyId));
  const agents = useResource<Agent[], { companyId: string; partnerName: string }>(partnerName ? { companyId: props.companyId, partnerName } : null, (q) =>
    data.agents(q.companyId, q.partnerName),
  );
  const apply = (change: ModuleChange<'SUPPORT_AGENT'> | null) => {
    if (change && !props.readOnly) props.update(change);
  };
  const buttonInput = { defaultText: props.module.settings.defaultProductButtonText ?? '', texts: props.module.settings.localizedButtonTexts ?? {} };
  return (
    <PanelBody title={t('agent.title')}>
      <Loaded resource={partners}>
        {(list) => (
          <SelectField
            label={t('agent.account')}
            placeholder={t('agent.chooseAccount')}
            options={list.map((p) => ({ id: p.partnerName, label: p.partnerName }))}
            value={list.some((p) => p.partnerName === partnerName) ? partnerName : null}
            isDisabled={props.readOnly}
            onChange={(name) => apply(accountChange(props.module, name))}
          />
        )}
      </Loaded>
      {partnerName ? (
        <Loaded resource={agents}>
          {(list) => {
            const offered = offeredAgents(list);
            if (!offered.length) return <p>{t('agent.noAgents')}</p>;
            return (
              <AgentSelect
                label={t('agent.agent')}
                placeholder={t('agent.chooseAgent')}
                agents={offered}
                value={agentVersionId || null}
                isDisabled={props.readOnly}
                onChange={(agent) => apply(agentChange(props.module, agent))}
              />
            );
          }}
        </Loaded>
      ) : null}
      <Button variant="link" isDisabled={props.readOnly} onPress={() => props.leaveTo(companyProfilePath('SUPPORT_AGENT', props.companyId))}>
        {t('agent.manage')}
      </Button>
      {exitFunctionsOf(props.module).length ? <h4>{t('agent.exitActions')}</h4> : null}
      {exitFunctionsOf(props.module).map((name) => (
        <SlotPicker key={name} props={props} label={t('agent.exitAction', { name })} optionID={exitSlot(name)} />
      ))}
      {agentVersionId ? (
        <AgentButtonTexts
          // A new agent, or texts changed elsewhere (undo): the editor starts again from what is stored.
          key={`${agentVersionId}|${JSON.stringify(buttonInput)}`}
          input={buttonInput}
          isDisabled={props.readOnly}
          onSave={(texts) => !props.readOnly && props.update({ settings: { ...props.module.settings, ...texts } })}
        />
      ) : null}
      <SlotPicker props={props} label={t('connection')} />
    </PanelBody>
  );
}
