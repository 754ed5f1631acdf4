import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { COMPANIES } from '../../../services/companies';
import { SelectField } from '../../kit/SelectField';

/** The user's companies whose allowlist lets them in; choosing one shows its conversations. */
export function CompanyPicker({ value, onChoose }: { value: string | null; onChoose: (companyId: string) => void }) {
  const { t } = useTranslation('conversations');
  const { data, loading } = useQuery(COMPANIES, { fetchPolicy: 'cache-and-network' });
  const options = (data?.companies ?? []).filter((c) => c.isIpAddressAllowed).map((c) => ({ id: c.id, label: c.name }));
  if (loading && !data) return <p role="status">{t('companyPicker.loading')}</p>;
  if (!loading && options.length === 0) return <p>{t('companyPicker.none')}</p>;
  return (
    <div className="company-picker">
      {value === null ? <p>{t('companyPicker.intro')}</p> : null}
      <SelectField label={t('companyPicker.label')} placeholder={t('companyPicker.placeholder')} options={options} value={value} onChange={onChoose} />
    </div>
  );
}
