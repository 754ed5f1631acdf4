import { useTranslation } from 'react-i18next';
import type { CompanyChoice } from '../../../machines/conversations/conversationList.machine';
import { SelectField } from '../../kit/SelectField';

/** The company filter: the user's companies whose allowlist lets them in; choosing one lists its conversations. */
export function CompanyPicker({ companies, value, onChoose }: { companies: readonly CompanyChoice[]; value: string | null; onChoose: (companyId: string) => void }) {
  const { t } = useTranslation('conversations');
  const options = companies.map((c) => ({ id: c.id, label: c.name }));
  return (
    <SelectField className="company-picker" label={t('companyPicker.label')} placeholder={t('companyPicker.placeholder')} options={options} value={value} onChange={onChoose} />
  );
}
