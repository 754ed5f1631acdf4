import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import type { Agent } from '../../../../services/contracts/designerData';
import { AGENT_NAME_TOOLTIP_OVER, needsNameTooltip } from './agentRules';

export type AgentSelectProps = { label: string; placeholder: string; agents: readonly Agent[]; value: string | null; isDisabled: boolean; onChange: (agent: Agent) => void };

/** Shown names are cut at 36 characters; the full name is the tooltip (spec 9). */
export function shortAgentName(name: string): string {
  return needsNameTooltip(name) ? `${name.slice(0, AGENT_NAME_TOOLTIP_OVER)}…` : name;
}

/** The agent select: like the kit's SelectField, with long names cut and shown whole in a tooltip. */
export function AgentSelect({ label, placeholder, agents, value, isDisabled, onChange }: AgentSelectProps) {
  const byKey = (key: Key | null) => agents.find((a) => a.versionId === key);
  const selected = agents.find((a) => a.versionId === value);
  return (
    <Select
      className="field select-field"
      selectedKey={selected ? selected.versionId : null}
      placeholder={placeholder}
      isDisabled={isDisabled}
      onSelectionChange={(key) => {
        const agent = byKey(key);
        if (agent) onChange(agent);
      }}
    >
      <Label className="select-label">{label}</Label>
      <Button className="select-button" {...(selected && needsNameTooltip(selected.agentName) ? { 'aria-description': selected.agentName } : {})}>
        <SelectValue className="select-value" title={selected && needsNameTooltip(selected.agentName) ? selected.agentName : undefined} />
        <span aria-hidden="true" className="select-arrow">
          ▾
        </span>
      </Button>
      <Popover className="popover select-popover">
        <ListBox className="listbox" items={agents.map((a) => ({ id: a.versionId, agent: a }))}>
          {({ id, agent }) => (
            <ListBoxItem id={id} className="listbox-item" textValue={agent.agentName}>
              <span title={needsNameTooltip(agent.agentName) ? agent.agentName : undefined}>{shortAgentName(agent.agentName)}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
