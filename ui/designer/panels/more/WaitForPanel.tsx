import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../kit/SelectField';
import { TextField } from '../../../kit/TextField';
import type { PanelProps } from '../types';
import { NS, PanelBody, SlotPicker, useSettings } from './parts';
import { fromSeconds, parseAmount, TIME_UNITS, toSeconds, type TimeUnit } from './timeUnits';

/** Wait For (THIRDPARTY, spec 2.15): the time to wait, stored in seconds, typed in s, m or h. */
export function WaitForPanel(props: PanelProps<'THIRDPARTY'>) {
  const { t } = useTranslation(NS);
  const set = useSettings(props);
  const seconds = props.module.settings.timeToWait ?? 0;
  const shown = fromSeconds(seconds);
  const [unit, setUnit] = useState<TimeUnit>(shown.unit);
  const [text, setText] = useState(String(seconds / toSeconds(1, unit)));
  const amount = parseAmount(text);
  // The stored time changed elsewhere (undo, redo): show it again in its own unit.
  const [shownSeconds, setShownSeconds] = useState(seconds);
  if (shownSeconds !== seconds) {
    setShownSeconds(seconds);
    const typed = parseAmount(text);
    const same = typed === null ? seconds === 0 : toSeconds(typed, unit) === seconds;
    if (!same) {
      const next = fromSeconds(seconds);
      setUnit(next.unit);
      setText(String(next.amount));
    }
  }
  const write = (nextText: string, nextUnit: TimeUnit) => {
    setText(nextText);
    setUnit(nextUnit);
    const value = parseAmount(nextText);
    if (value !== null) set({ timeToWait: toSeconds(value, nextUnit) });
  };
  return (
    <PanelBody title={t('wait.title')}>
      <div className="panel-more-row">
        <TextField
          label={t('wait.time')}
          inputMode="decimal"
          value={text}
          isDisabled={props.readOnly}
          errorMessage={amount === null ? t('wait.errors.amount') : null}
          onChange={(next) => write(next, unit)}
        />
        <SelectField
          label={t('wait.unit')}
          options={TIME_UNITS.map((id) => ({ id, label: t(`wait.units.${id}`) }))}
          value={unit}
          isDisabled={props.readOnly}
          onChange={(next) => write(text, next as TimeUnit)}
        />
      </div>
      <p role="status">{t('wait.inSeconds', { seconds })}</p>
      <SlotPicker props={props} label={t('connection')} />
    </PanelBody>
  );
}
