import { Focusable, OverlayArrow, Tooltip, TooltipTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../../services/contracts/companies';
import { Button } from '../../kit/Button';
import { COMPANY_NAME_LIMIT, truncate } from '../../kit/truncateName';
import { formatDate, initialOf } from './companyList';

export type CompanyCardProps = {
  company: Company;
  onView: (company: Company) => void;
  onDelete: (company: Company) => void;
  onLeave: (company: Company) => void;
};

function LockIcon({ label }: { label: string }) {
  return (
    <svg className="company-lock" viewBox="0 0 24 24" role="img" aria-label={label}>
      <title>{label}</title>
      <path d="M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11" />
    </svg>
  );
}

function CardBody({ company, children }: { company: Company; children?: React.ReactNode }) {
  const { t, i18n } = useTranslation('companies');
  return (
    <>
      <span className="company-initial" aria-hidden="true">
        {initialOf(company.name)}
      </span>
      <div className="company-body">
        <h2 className="company-name" title={company.name}>
          {truncate(company.name, COMPANY_NAME_LIMIT)}
          {company.isEnterprise ? null : <LockIcon label={t('card.notEnterprise')} />}
        </h2>
        <p className="company-meta">{t('card.createdAt', { date: formatDate(company.createdAt, i18n.language) })}</p>
        {children}
      </div>
    </>
  );
}

/**
 * A company on the companies screen (spec 2.12): initial, name cut at 20, creation date,
 * a lock when not enterprise, VIEW COMPANY. A company whose IP allowlist leaves the
 * caller out is disabled and says why in a tooltip.
 */
export function CompanyCard({ company, onView, onDelete, onLeave }: CompanyCardProps) {
  const { t } = useTranslation('companies');
  if (!company.isIpAddressAllowed) {
    return (
      <li className="company-tile">
        <TooltipTrigger delay={200}>
          <Focusable>
            <div className="company-card company-card-blocked" tabIndex={0} aria-disabled="true" data-testid={`company-${company.id}`}>
              <CardBody company={company}>
                <div className="company-actions">
                  <Button variant="secondary" isDisabled>
                    {t('card.view')}
                  </Button>
                </div>
              </CardBody>
            </div>
          </Focusable>
          <Tooltip className="tooltip" placement="bottom">
            <OverlayArrow>
              <svg width={8} height={8} viewBox="0 0 8 8" className="tooltip-arrow">
                <path d="M0 0 L4 4 L8 0" />
              </svg>
            </OverlayArrow>
            {t('card.ipBlocked')}
          </Tooltip>
        </TooltipTrigger>
      </li>
    );
  }
  const isAdmin = company.currentUserType === 'ADMIN';
  return (
    <li className="company-tile">
      <article className="company-card" data-testid={`company-${company.id}`} aria-label={company.name}>
        <CardBody company={company}>
          <div className="company-actions">
            <Button variant="primary" onPress={() => onView(company)}>
              {t('card.view')}
            </Button>
            {isAdmin ? (
              <Button variant="link" className="company-danger-link" onPress={() => onDelete(company)} aria-label={t('card.deleteNamed', { name: company.name })}>
                {t('card.delete')}
              </Button>
            ) : null}
            <Button variant="link" onPress={() => onLeave(company)} aria-label={t('card.leaveNamed', { name: company.name })}>
              {t('card.leave')}
            </Button>
          </div>
        </CardBody>
      </article>
    </li>
  );
}
