import { useSelector } from '@xstate/react';
import { useInspectedActorRef as useActorRef } from '../../../inspector/inspection';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  agentButtonTextsMachine,
  localesFor,
  MAX_BUTTON_LOCALES,
  shownErrors,
  type AgentButtonTextsInput,
  type SavedButtonTexts,
} from '../../../../machines/designer/agentButtonTexts.machine';
import { Button } from '../../../kit/Button';
import { SelectField } from '../../../kit/SelectField';
import { TextField } from '../../../kit/TextField';
import { BUTTON_LOCALES, localeLabel } from './agentRules';
import { NS } from './parts';
import { useLatest } from '../../../kit/useLatest';

export type AgentButtonTextsProps = { input: AgentButtonTextsInput; isDisabled: boolean; onSave: (texts: SavedButtonTexts) => void };

/**
 * The product button texts of an AI agent (spec 5.10): default text and one text per
 * locale, saved together; errors show after a save attempt until their field is edited.
 */
export function AgentButtonTexts({ input, isDisabled, onSave }: AgentButtonTextsProps) {
  const { t, i18n } = useTranslation(NS);
  // The latest onSave: it writes over the module's settings as they are when saving.
  const latestOnSave = useLatest(onSave);
  const [logic] = useState(() => agentButtonTextsMachine.provide({ actions: { save: (_, params) => latestOnSave.current(params) } }));
  const actor = useActorRef(logic, { input });
  const context = useSelector(actor, (s) => s.context);
  const checking = useSelector(actor, (s) => s.matches('checking'));
  const errors = shownErrors(checking, context);
  const canAdd = useSelector(actor, (s) => s.can({ type: 'ADD_ROW' }));
  const textError = (key: 'required' | 'length' | undefined, kind: 'default' | 'row') => (key ? t(`agent.errors.${kind}${key === 'required' ? 'Required' : 'Length'}`) : null);
  return (
    <section className="panel-more-section" aria-label={t('agent.buttonTexts')}>
      <h4>{t('agent.buttonTexts')}</h4>
      <TextField
        label={t('agent.defaultButtonText')}
        value={context.defaultText}
        isDisabled={isDisabled}
        errorMessage={textError(errors.defaultText ?? undefined, 'default')}
        onChange={(text) => actor.send({ type: 'SET_DEFAULT', text })}
      />
      {context.rows.map((row, index) => {
        const rowErrors = errors.rows[row.id];
        const name = t('agent.localeRow', { number: index + 1 });
        return (
          <fieldset key={row.id} className="panel-more-section panel-more-row" aria-label={name}>
            <legend className="visually-hidden">{name}</legend>
            <SelectField
              label={t('agent.locale')}
              placeholder={t('agent.chooseLocale')}
              options={localesFor(BUTTON_LOCALES, context.rows, row.id).map((code) => ({ id: code, label: localeLabel(code, i18n.language) }))}
              value={row.locale}
              isDisabled={isDisabled}
              errorMessage={rowErrors?.locale ? t('agent.errors.localeRequired') : null}
              onChange={(locale) => actor.send({ type: 'SET_LOCALE', id: row.id, locale })}
            />
            <TextField
              label={t('agent.buttonText')}
              value={row.text}
              isDisabled={isDisabled}
              errorMessage={textError(rowErrors?.text, 'row')}
              onChange={(text) => actor.send({ type: 'SET_TEXT', id: row.id, text })}
            />
            <Button variant="danger" isDisabled={isDisabled} onPress={() => actor.send({ type: 'REMOVE_ROW', id: row.id })}>
              {t('agent.removeLocale', { number: index + 1 })}
            </Button>
          </fieldset>
        );
      })}
      <div className="panel-more-row">
        <Button variant="secondary" isDisabled={isDisabled || !canAdd} onPress={() => actor.send({ type: 'ADD_ROW' })}>
          {t('agent.addLocale')}
        </Button>
        <Button isDisabled={isDisabled} onPress={() => actor.send({ type: 'SAVE' })}>
          {t('agent.saveButtonTexts')}
        </Button>
      </div>
      {!canAdd ? <p role="status">{t('agent.maxLocales', { max: MAX_BUTTON_LOCALES })}</p> : null}
    </section>
  );
}
