import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerContact, PartnerEvent } from '../../../../../services/contracts/designerData';
import { Banner } from '../../../../kit/Banner';
import { Button } from '../../../../kit/Button';
import { Checkbox } from '../../../../kit/Checkbox';
import { SelectField } from '../../../../kit/SelectField';
import { TextField } from '../../../../kit/TextField';
import { showToast } from '../../../../kit/toasts';
import { useDesignerData } from '../../dataContext';
import { ModulePicker } from '../../shared/ModulePicker';
import type { LogicSettings } from '../../../../../services/contracts/modules/logic';
import type { PanelProps } from '../../types';
import { useResource } from '../../useResource';
import { patchSettings, PERSONALIZATION_SLOT, targetOf, withTarget } from '../moduleEdit';
import { operatorTakesTargets, type LogicOperator } from '../parameters';
import { ResourceNotice } from '../ResourceNotice';
import { OperatorField } from './OperatorField';
import {
  addAttributeCondition,
  addEventCondition,
  attributeConditionsOf,
  attributeDraft,
  dateRangeError,
  dayOfEpoch,
  draftComplete,
  eventConditionsOf,
  eventsOf,
  partnerEventsOrNone,
  partnerMissing,
  PERSONALIZED_CONDITION_TYPES,
  personalizedTexts,
  removeAttributeCondition,
  removeEventCondition,
  storedEventName,
  withDateRange,
  withWantedEvent,
  type ConditionDraft,
  type PersonalizedCondition,
  type PersonalizedConditionType,
} from './personalizedRules';
import { TargetValues } from './TargetValues';

type Props = Pick<PanelProps<'LOGIC'>, 'module' | 'flow' | 'readOnly' | 'update' | 'botId' | 'versionId'>;

/** The personalized tab: attribute and event conditions from the version's partner, one output. */
export function PersonalizedConditions(props: Props) {
  const { t } = useTranslation('panelsLogic');
  const data = useDesignerData();
  const { botId, versionId } = props;
  const events = useResource({ botId, versionId }, (q) => partnerEventsOrNone(data.partnerEvents(q.botId, q.versionId)));
  const hasPartner = events.status === 'ready' && !partnerMissing(events);
  const contacts = useResource(hasPartner ? { botId, versionId } : null, (q) => data.partnerContacts(q.botId, q.versionId));
  if (events.status !== 'ready') return <ResourceNotice resource={events} />;
  if (!hasPartner) return <Banner kind="info" message={t(personalizedTexts.noPartner)} />;
  return (
    <>
      {contacts.status !== 'ready' ? <ResourceNotice resource={contacts} /> : null}
      <PersonalizedEditor {...props} events={events.data ?? []} contacts={contacts.data ?? []} />
    </>
  );
}

function conditionLine(condition: PersonalizedCondition, operatorText: (operator: LogicOperator) => string): string {
  return [condition.ifConditionName, operatorText(condition.ifOperator), condition.ifTargets.join(', ')].filter(Boolean).join(' ');
}

function PersonalizedEditor({ module, flow, readOnly, update, events, contacts }: Props & { events: PartnerEvent[]; contacts: PartnerContact[] }) {
  const { t } = useTranslation('panelsLogic');
  const settings = module.settings;
  const change = (patch: Partial<LogicSettings>) => update({ settings: patchSettings(module, patch) });
  const operatorText = (operator: LogicOperator) => t(`logic.operators.${operator}`);
  const stored = eventsOf(settings);
  const rangeProblem = dateRangeError(stored);

  return (
    <div>
      <NewCondition
        events={events}
        contacts={contacts}
        readOnly={readOnly}
        onAdd={(type, draft, event) => {
          if (type === 'ATTRIBUTE') {
            change(addAttributeCondition(settings, draft));
            showToast('success', t(personalizedTexts.attributeAdded));
          } else if (event) {
            change(addEventCondition(settings, event, draft));
            showToast('success', t(personalizedTexts.eventAdded));
          }
        }}
      />

      <section className="logic-section" aria-label={t('logic.personalized.attributeConditions')}>
        <h3 className="logic-section-title">{t('logic.personalized.attributeConditions')}</h3>
        <ul className="logic-list">
          {attributeConditionsOf(settings).map((condition, index) => (
            <li key={`${index}:${condition.ifCondition}`} className="logic-row">
              <span>{conditionLine(condition, operatorText)}</span>
              <Button
                variant="link"
                aria-label={t('logic.personalized.removeCondition', { condition: condition.ifConditionName })}
                onPress={() => change(removeAttributeCondition(settings, index))}
                isDisabled={readOnly}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <section className="logic-section" aria-label={t('logic.personalized.eventConditions')}>
        <h3 className="logic-section-title">{t('logic.personalized.eventConditions')}</h3>
        <ul className="logic-list">
          {eventConditionsOf(settings).flatMap((entry) =>
            Object.entries(entry).flatMap(([eventName, conditions]) =>
              conditions.map((condition, index) => (
                <li key={`${eventName}:${index}`} className="logic-row">
                  <span>
                    <strong>{eventName}</strong>: {conditionLine(condition, operatorText)}
                  </span>
                  <Button
                    variant="link"
                    aria-label={t('logic.personalized.removeCondition', { condition: `${eventName}: ${condition.ifConditionName}` })}
                    onPress={() => change(removeEventCondition(settings, eventName, index))}
                    isDisabled={readOnly}
                  >
                    ×
                  </Button>
                </li>
              )),
            ),
          )}
        </ul>
      </section>

      <section className="logic-section" aria-label={t('logic.personalized.events')}>
        <h3 className="logic-section-title">{t('logic.personalized.events')}</h3>
        <div className="logic-row">
          <TextField
            type="date"
            label={t('logic.personalized.startDate')}
            value={dayOfEpoch(stored.start_date)}
            onChange={(day) => change({ events: withDateRange(stored, 'start', day) })}
            isDisabled={readOnly}
          />
          <TextField
            type="date"
            label={t('logic.personalized.endDate')}
            value={dayOfEpoch(stored.end_date)}
            onChange={(day) => change({ events: withDateRange(stored, 'end', day) })}
            isDisabled={readOnly}
            errorMessage={rangeProblem ? t(rangeProblem.key) : null}
          />
        </div>
        <div role="group" aria-label={t('logic.personalized.wanted')} className="logic-radio-group">
          {events.map((event) => (
            <Checkbox
              key={event.key}
              isSelected={stored.wanted.some((w) => w.event_name === storedEventName(event))}
              onChange={(on) => change({ events: withWantedEvent(stored, event, on) })}
              isDisabled={readOnly}
            >
              {event.display_name}
            </Checkbox>
          ))}
        </div>
      </section>

      <ModulePicker
        label={t('logic.personalized.connection')}
        flow={flow}
        exclude={[module.id]}
        value={targetOf(module.connections, PERSONALIZATION_SLOT)}
        onChange={(id) => update({ connections: withTarget(module.connections, PERSONALIZATION_SLOT, id) })}
        isDisabled={readOnly}
      />
    </div>
  );
}

type NewConditionProps = {
  events: PartnerEvent[];
  contacts: PartnerContact[];
  readOnly: boolean;
  onAdd: (type: PersonalizedConditionType, draft: ConditionDraft, event: PartnerEvent | undefined) => void;
};

/** The form that writes one new attribute or event condition. */
function NewCondition({ events, contacts, readOnly, onAdd }: NewConditionProps) {
  const { t } = useTranslation('panelsLogic');
  const [type, setType] = useState<PersonalizedConditionType>('ATTRIBUTE');
  const [subject, setSubject] = useState('');
  const [param, setParam] = useState('');
  const [operator, setOperator] = useState<LogicOperator>('EQUALS');
  const [targets, setTargets] = useState<string[]>([]);
  const event = type === 'EVENT' ? events.find((e) => e.key === subject) : undefined;
  const contact = type === 'ATTRIBUTE' ? contacts.find((c) => c.key === subject) : undefined;
  const eventParam = event?.params.find((p) => p.key === param);
  const draft: ConditionDraft | null = contact
    ? attributeDraft(contact, operator, targets)
    : eventParam
      ? { ifCondition: eventParam.key, ifConditionName: eventParam.display_name, ifOperator: operator, ifTargets: targets }
      : null;
  const reset = (nextType: PersonalizedConditionType) => {
    setType(nextType);
    setSubject('');
    setParam('');
    setTargets([]);
  };

  return (
    <section className="logic-card" aria-label={t('logic.personalized.newCondition')}>
      <h3 className="logic-section-title">{t('logic.personalized.newCondition')}</h3>
      <SelectField
        label={t('logic.personalized.conditionType')}
        options={PERSONALIZED_CONDITION_TYPES.map((id) => ({ id, label: t(`logic.personalized.types.${id}`) }))}
        value={type}
        onChange={(id) => reset(id as PersonalizedConditionType)}
        isDisabled={readOnly}
      />
      {type === 'ATTRIBUTE' ? (
        <SelectField
          label={t('logic.personalized.attribute')}
          placeholder={t('logic.personalized.pick')}
          options={contacts.map((c) => ({ id: c.key, label: c.display_name }))}
          value={subject || null}
          onChange={setSubject}
          isDisabled={readOnly}
        />
      ) : (
        <>
          <SelectField
            label={t('logic.personalized.event')}
            placeholder={t('logic.personalized.pick')}
            options={events.map((e) => ({ id: e.key, label: e.display_name }))}
            value={subject || null}
            onChange={(key) => {
              setSubject(key);
              setParam('');
            }}
            isDisabled={readOnly}
          />
          {event ? (
            <SelectField
              label={t('logic.personalized.eventParameter')}
              placeholder={t('logic.personalized.pick')}
              options={event.params.map((p) => ({ id: p.key, label: p.display_name }))}
              value={param || null}
              onChange={setParam}
              isDisabled={readOnly}
            />
          ) : null}
        </>
      )}
      <OperatorField value={operator} onChange={setOperator} isDisabled={readOnly} />
      {operatorTakesTargets(operator) ? <TargetValues label={t('logic.ifTargets')} values={targets} onChange={setTargets} isDisabled={readOnly} /> : null}
      <Button
        variant="secondary"
        isDisabled={readOnly || !draft || !draftComplete(draft)}
        onPress={() => {
          if (!draft) return;
          onAdd(type, draft, event);
          reset(type);
        }}
      >
        {t(type === 'ATTRIBUTE' ? 'logic.personalized.addAttribute' : 'logic.personalized.addEvent')}
      </Button>
    </section>
  );
}
