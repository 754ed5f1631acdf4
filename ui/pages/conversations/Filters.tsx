import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Label, Switch, TextField } from 'react-aria-components';
import { earliestDay, isDay, type CompanyChoice, type DayRange } from '../../../machines/conversations/conversationList.machine';
import { CompanyPicker } from './CompanyPicker';

export type FiltersProps = {
  companies: readonly CompanyChoice[];
  companyId: string | null;
  onCompany: (companyId: string) => void;
  range: DayRange;
  today: string;
  rangeError: string;
  liveOnly: boolean;
  onRange: (range: DayRange) => void;
  onLive: (value: boolean) => void;
};

/** The company, the date range (last 7 days by default, at most 2 years back) and the live switch. */
export function Filters({ companies, companyId, onCompany, range, today, rangeError, liveOnly, onRange, onLive }: FiltersProps) {
  const { t } = useTranslation('conversations');
  // What the person typed, kept while a half-entered or refused range is on screen.
  const [draft, setDraft] = useState(range);
  const [shownRange, setShownRange] = useState(range);
  if (shownRange !== range) {
    setShownRange(range);
    setDraft(range);
  }
  const change = (next: DayRange) => {
    setDraft(next);
    if (isDay(next.start) && isDay(next.end)) onRange(next);
  };
  return (
    <div className="conversation-filters" role="group" aria-label={t('filters.label')}>
      <CompanyPicker companies={companies} value={companyId} onChoose={onCompany} />
      <TextField className="field" value={draft.start} onChange={(start) => change({ ...draft, start })} isInvalid={Boolean(rangeError)}>
        <Label>{t('filters.start')}</Label>
        <Input type="date" min={earliestDay(today)} max={today} />
      </TextField>
      <TextField className="field" value={draft.end} onChange={(end) => change({ ...draft, end })} isInvalid={Boolean(rangeError)}>
        <Label>{t('filters.end')}</Label>
        <Input type="date" min={earliestDay(today)} max={today} />
      </TextField>
      <Switch className="switch" isSelected={liveOnly} onChange={onLive}>
        <span className="switch-indicator" aria-hidden="true" />
        {t('filters.live')}
      </Switch>
      {rangeError ? (
        <p className="form-error" role="alert">
          {rangeError}
        </p>
      ) : null}
    </div>
  );
}
