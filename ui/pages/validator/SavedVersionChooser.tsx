import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import type { ValidatorContext, ValidatorEvent } from '../../../machines/validator/validator.machine';
import type { Company } from '../../../services/contracts/companies';
import type { Resource } from '../../kit/useResource';
import { LoadError } from '../../kit/LoadError';
import { SelectField } from '../../kit/SelectField';
import type { TextLike } from '../../kit/useText';

export type SavedState = 'waiting' | 'loadingAssistants' | 'assistantsFailed' | 'choosingAssistant' | 'loadingVersions' | 'versionsFailed' | 'choosingVersion';

type Props = {
  state: SavedState;
  context: ValidatorContext;
  send: (event: ValidatorEvent) => void;
  companies: Resource<Company[]>;
  companyId: string | null;
  onCompanyChosen: (companyId: string) => void;
  text: (ref: TextLike | null | undefined) => string;
};

/** Choosing a saved version to check: the company (when the person has several), one of its assistants, one of its versions. */
export function SavedVersionChooser({ state, context, send, companies, companyId, onCompanyChosen, text }: Props) {
  const { t } = useTranslation('validator');
  const companyOptions = (companies.data ?? []).map((c) => ({ id: c.id, label: c.name }));
  const listed = !['waiting', 'loadingAssistants', 'assistantsFailed'].includes(state);
  const versionsListed = state === 'choosingVersion';
  return (
    <section className="validator-saved" aria-labelledby="validator-saved-title">
      <h2 id="validator-saved-title" className="validator-saved-title">
        {t('saved.title')}
      </h2>
      {companyOptions.length > 1 ? <SelectField label={t('saved.company')} options={companyOptions} value={companyId} onChange={onCompanyChosen} /> : null}
      {companyId === null && companies.status === 'failed' ? <LoadError message={text(companies.error)} retryLabel={t('retry')} onRetry={companies.reload} /> : null}
      {companyId === null && companies.status === 'empty' ? (
        <p>
          {t('saved.noCompany')} <Link href="/companies">{t('saved.openCompanies')}</Link>
        </p>
      ) : null}
      {state === 'loadingAssistants' ? <p role="status">{t('saved.loadingAssistants')}</p> : null}
      {state === 'assistantsFailed' ? <LoadError message={text(context.savedError)} retryLabel={t('retry')} onRetry={() => send({ type: 'RETRY_ASSISTANTS' })} /> : null}
      {listed && context.assistants.length === 0 ? <p>{t('saved.noAssistants')}</p> : null}
      {listed && context.assistants.length > 0 ? (
        <div className="validator-saved-fields">
          <SelectField
            label={t('saved.assistant')}
            placeholder={t('saved.chooseAssistant')}
            options={context.assistants.map((a) => ({ id: a.id, label: a.name }))}
            value={context.botId}
            onChange={(botId) => send({ type: 'ASSISTANT_CHOSEN', botId })}
          />
          {context.botId !== null ? (
            <SelectField
              label={t('saved.version')}
              placeholder={t('saved.chooseVersion')}
              options={context.versions.map((v, index) => ({ id: v.id, label: index === 0 ? t('saved.latest', { name: v.name }) : v.name }))}
              value={context.versionId}
              onChange={(versionId) => send({ type: 'VERSION_CHOSEN', versionId })}
              isDisabled={!versionsListed || context.versions.length === 0}
            />
          ) : null}
        </div>
      ) : null}
      {state === 'loadingVersions' ? <p role="status">{t('saved.loadingVersions')}</p> : null}
      {state === 'versionsFailed' ? <LoadError message={text(context.savedError)} retryLabel={t('retry')} onRetry={() => send({ type: 'RETRY_VERSIONS' })} /> : null}
      {versionsListed && context.versions.length === 0 ? <p>{t('saved.noVersions')}</p> : null}
    </section>
  );
}
