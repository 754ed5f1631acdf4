import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../machines/failureText';
import { commonTexts } from '../../../machines/text';
import { COMPANIES, toApiFailure } from '../../../services/companies';
import { LoadError } from '../../kit/LoadError';
import { SelectField } from '../../kit/SelectField';
import { useText } from '../../kit/useText';

/** The user's companies whose allowlist lets them in; choosing one shows its conversations. */
export function CompanyPicker({ value, onChoose }: { value: string | null; onChoose: (companyId: string) => void }) {
  const { t } = useTranslation('conversations');
  const text = useText(['conversations', 'common']);
  const { data, loading, error, refetch } = useQuery(COMPANIES, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const options = (data?.companies ?? []).filter((c) => c.isIpAddressAllowed).map((c) => ({ id: c.id, label: c.name }));
  if (loading && !data) return <p role="status">{t('companyPicker.loading')}</p>;
  // A failed read is not an empty list: say what went wrong instead of "not a member of any company".
  if (error && !data) {
    return (
      <LoadError
        className="company-picker"
        message={text(failureText(toApiFailure(error), commonTexts.other))}
        retryLabel={t('actions.retry')}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (!loading && options.length === 0) return <p>{t('companyPicker.none')}</p>;
  return (
    <div className="company-picker">
      {value === null ? <p>{t('companyPicker.intro')}</p> : null}
      <SelectField label={t('companyPicker.label')} placeholder={t('companyPicker.placeholder')} options={options} value={value} onChange={onChoose} />
    </div>
  );
}
