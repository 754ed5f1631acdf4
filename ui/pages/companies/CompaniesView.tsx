import { Button as AriaButton, Input, Label, SearchField, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Company } from '../../../services/contracts/companies';
import { LoadError } from '../../kit/LoadError';
import { showToast } from '../../kit/toasts';
import type { Resource } from '../../kit/useResource';
import { useText } from '../../kit/useText';
import { CompanyCard } from './CompanyCard';
import { CreateCompanyDialog, type CompanyCreateActorRef } from './CreateCompanyDialog';
import { DeleteCompanyDialog, type CompanyDeleteActorRef } from './DeleteCompanyDialog';
import { LeaveCompanyDialog, type CompanyLeaveActorRef } from './LeaveCompanyDialog';
import { COMPANY_SORTS, readSort, visibleCompanies, type CompanySort } from './companyList';
import './companies.css';

export type CompaniesViewProps = {
  /** The user's companies (see useCompanyList). */
  companies: Resource<Company[]>;
  create: CompanyCreateActorRef;
  remove: CompanyDeleteActorRef;
  leave: CompanyLeaveActorRef;
  /** Spec 2.12: the create tile is hidden on the GCP cluster. */
  canCreate: boolean;
};

/** Search and sort live in the address (?q=&sort=DATE), so a view can be shared and survives a reload. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const sort = readSort(params.get('sort'));
  const update = (next: { q?: string; sort?: CompanySort }) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next.q) out.set('q', next.q);
        else if (next.q !== undefined) out.delete('q');
        if (next.sort === 'NAME') out.delete('sort');
        else if (next.sort !== undefined) out.set('sort', next.sort);
        return out;
      },
      { replace: true },
    );
  return { search, sort, update };
}

/** The companies screen (spec 2.12): renders the list and the create/delete/leave machines. */
export function CompaniesView({ companies: list, create, remove, leave, canCreate }: CompaniesViewProps) {
  const { t, i18n } = useTranslation('companies');
  const text = useText(['companies', 'common']);
  const navigate = useNavigate();
  const { search, sort, update } = useListParams();
  const data = list.data;

  const handleView = (company: Company) => {
    // Spec 6: only enterprise companies open; the profile itself decides what a USER may change.
    if (!company.isEnterprise) {
      showToast('warning', t('errors.notEnterprise'));
      return;
    }
    void navigate(`/company-profile?id=${encodeURIComponent(company.id)}`);
  };

  const handleDelete = (company: Company) => remove.send({ type: 'OPEN', company: { id: company.id, name: company.name } });
  const handleLeave = (company: Company) => leave.send({ type: 'OPEN', company: { id: company.id, name: company.name } });

  const companies = data ? visibleCompanies(data, search, sort, i18n.language) : [];

  return (
    <div className="companies">
      <h1 className="page-title">{t('title')}</h1>
      <div className="companies-toolbar">
        <SearchField className="search-field" value={search} onChange={(q) => update({ q })}>
          <Label>{t('search.label')}</Label>
          <Input placeholder={t('search.placeholder')} />
          <AriaButton className="visually-hidden">{t('search.clear')}</AriaButton>
        </SearchField>
        <div className="sort-group">
          <span className="sort-group-label" id="companies-sort-label">
            {t('sort.label')}
          </span>
          <ToggleButtonGroup
            className="sort-options"
            aria-labelledby="companies-sort-label"
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[sort]}
            onSelectionChange={(keys) => {
              const [key] = [...keys];
              if (key === 'NAME' || key === 'DATE') update({ sort: key });
            }}
          >
            {COMPANY_SORTS.map((option) => (
              <ToggleButton key={option} id={option} className="sort-option">
                {t(`sort.${option}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </div>
      </div>

      {list.status === 'failed' ? <LoadError message={text(list.error)} retryLabel={t('retry')} onRetry={list.reload} /> : null}
      {list.status === 'loading' ? (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      ) : list.status === 'failed' && !data ? null : (
        <>
          {data && data.length > 0 && companies.length === 0 ? (
            <p className="muted" role="status">
              {t('search.noMatch', { search })}
            </p>
          ) : null}
          {list.status === 'empty' ? <p className="muted">{t('empty')}</p> : null}
          <ul className="companies-grid" aria-label={t('listLabel')}>
            {canCreate ? (
              <li className="company-tile">
                <AriaButton className="create-tile" onPress={() => create.send({ type: 'OPEN' })}>
                  <span className="create-tile-plus" aria-hidden="true">
                    +
                  </span>
                  {t('createTile')}
                </AriaButton>
              </li>
            ) : null}
            {companies.map((company) => (
              <CompanyCard key={company.id} company={company} onView={handleView} onDelete={handleDelete} onLeave={handleLeave} />
            ))}
          </ul>
        </>
      )}
      <CreateCompanyDialog actorRef={create} />
      <DeleteCompanyDialog actorRef={remove} />
      <LeaveCompanyDialog actorRef={leave} />
    </div>
  );
}
