import { useTranslation } from 'react-i18next';
import { Button } from '../../../../kit/Button';
import { Checkbox } from '../../../../kit/Checkbox';
import { SelectField } from '../../../../kit/SelectField';
import { TextField } from '../../../../kit/TextField';
import { NextModulePicker } from '../../shared/NextModulePicker';
import type { InputSettings as StoredInput } from '../../../../../services/contracts/modules/input';
import type { PanelProps } from '../../types';
import { patchSettings } from '../moduleEdit';
import { ParameterField } from '../ParameterField';
import { TextAreaField } from '../../../../kit/TextAreaField';
import { useDraft } from '../useDraft';
import {
  IDENTIFIERS,
  identifierPatch,
  INPUT_TYPES,
  inputOf,
  inputTypePatch,
  presetPatch,
  REGEX_FLAGS,
  regexError,
  VALIDATOR_PRESETS,
  withFlag,
  type Identifier,
  type InputType,
} from './inputRules';
import '../logicPanels.css';

/** Input (spec 03 section 2.8): input type, parameter name, validation regex with flags, prompt, connection. */
export function InputPanel({ module, flow, readOnly, update }: PanelProps<'INPUT'>) {
  const { t } = useTranslation('panelsLogic');
  const settings = inputOf(module.settings);
  const change = (patch: Partial<StoredInput>) => update({ settings: patchSettings(module, patch) });
  const validator = useDraft(
    settings.validator,
    (draft) => regexError(draft, settings.validatorFlag),
    (draft) => change({ validator: draft }),
  );
  const regexProblem = regexError(validator.draft, settings.validatorFlag);

  return (
    <div className="logic-panel">
      <SelectField
        label={t('input.type')}
        options={INPUT_TYPES.map((type) => ({ id: type, label: t(`input.types.${type}`) }))}
        value={settings.inputType}
        onChange={(type) => change(inputTypePatch(settings, type as InputType))}
        isDisabled={readOnly}
      />
      {settings.inputType === 'IDENTIFICATION' ? (
        <SelectField
          label={t('input.parameter')}
          options={IDENTIFIERS.map((i) => ({ id: i.identifier, label: i.param }))}
          value={settings.identifier ?? IDENTIFIERS[0].identifier}
          onChange={(identifier) => change(identifierPatch(identifier as Identifier))}
          isDisabled={readOnly}
        />
      ) : (
        <ParameterField label={t('input.parameter')} value={settings.param} onChange={(param) => change({ param })} isDisabled={readOnly} />
      )}
      <TextField
        label={t('input.validator')}
        description={t('input.validatorHint')}
        value={validator.draft}
        onChange={validator.change}
        errorMessage={regexProblem ? t(regexProblem.key) : null}
        isDisabled={readOnly}
      />
      <div className="logic-row" role="group" aria-label={t('input.presets')}>
        {VALIDATOR_PRESETS.map((preset) => (
          <Button key={preset.id} variant="secondary" onPress={() => change(presetPatch(preset))} isDisabled={readOnly}>
            {t(`input.preset.${preset.id}`)}
          </Button>
        ))}
      </div>
      <div className="logic-row" role="group" aria-label={t('input.flags')}>
        {REGEX_FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            isSelected={settings.validatorFlag.includes(flag)}
            onChange={(on) => change({ validatorFlag: withFlag(settings.validatorFlag, flag, on) })}
            isDisabled={readOnly}
          >
            {t(`input.flag.${flag}`)}
          </Checkbox>
        ))}
      </div>
      <TextAreaField label={t('input.prompt')} value={settings.prompt} onChange={(prompt) => change({ prompt })} isDisabled={readOnly} />
      <NextModulePicker label={t('connection')} module={module} flow={flow} readOnly={readOnly} onChange={(connections) => update({ connections })} />
    </div>
  );
}
