import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import type { ReportFilterContext } from '../../../machines/analysis/reportFilter.machine';
import { earliestReportDay, type DateRange } from '../../../machines/analysis/reportFilter.rules';
import { DateRangeField } from '../../kit/DateRangeField';
import { SelectField } from '../../kit/SelectField';
import { MultiSelect } from './MultiSelect';

export type FilterPanelProps = {
  context: ReportFilterContext;
  canGenerate: boolean;
  busy: boolean;
  onCompany: (companyId: string) => void;
  onRange: (range: DateRange) => void;
  onChannels: (ids: string[]) => void;
  onAssistants: (ids: string[]) => void;
  onVersions: (ids: string[]) => void;
  onAiConnections: (ids: string[]) => void;
  onGenerate: () => void;
};

/** Spec 2.16: the company, the date range (dd/MM/yyyy, two years back to today), the optional multi-selects and Generate. */
export function FilterPanel({ context, canGenerate, busy, onCompany, onRange, onChannels, onAssistants, onVersions, onAiConnections, onGenerate }: FilterPanelProps) {
  const { t } = useTranslation('analysis');
  const noCompany = context.companyId === null;
  const chosen = (count: number) => t('report.chosen', { count });
  return (
    <section className="panel report-filter" aria-labelledby="report-filter-heading">
      <h2 id="report-filter-heading">{t('report.heading')}</h2>
      <div className="report-filter-fields">
        <SelectField
          label={t('report.company')}
          placeholder={t('report.companyPlaceholder')}
          options={context.companies.map((c) => ({ id: c.id, label: c.name }))}
          value={context.companyId}
          onChange={onCompany}
        />
        <DateRangeField label={t('report.dateRange')} value={context.range} min={earliestReportDay(context.today)} max={context.today} onChange={onRange} isDisabled={noCompany} />
        <MultiSelect
          label={t('report.channels')}
          allLabel={t('report.all')}
          chosenLabel={chosen}
          options={context.options.channels}
          value={context.selection.channelIds}
          onChange={onChannels}
          isDisabled={noCompany}
        />
        <MultiSelect
          label={t('report.assistants')}
          allLabel={t('report.all')}
          chosenLabel={chosen}
          options={context.options.assistants}
          value={context.selection.botIds}
          onChange={onAssistants}
          isDisabled={noCompany}
        />
        <MultiSelect
          label={t('report.versions')}
          allLabel={t('report.all')}
          chosenLabel={chosen}
          options={context.versions}
          value={context.selection.versionIds}
          onChange={onVersions}
          isDisabled={noCompany || busy}
        />
        <MultiSelect
          label={t('report.aiConnections')}
          allLabel={t('report.all')}
          chosenLabel={chosen}
          options={context.options.aiConnections}
          value={context.selection.aiConnectionIds}
          onChange={onAiConnections}
          isDisabled={noCompany}
        />
      </div>
      <div className="report-filter-actions">
        <Button className="btn btn-primary" isDisabled={!canGenerate} onPress={onGenerate}>
          {t('report.generate')}
        </Button>
        {!canGenerate && !busy ? <p className="field-hint">{t('report.generateHint')}</p> : null}
      </div>
    </section>
  );
}
