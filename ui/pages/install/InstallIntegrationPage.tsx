import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Form, Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { integrationInstallMachine } from '../../../machines/install/integrationInstall.machine';
import { installNameOf } from '../../../services/contracts/installs';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useInspectedActorRef } from '../../inspector/inspection';
import { Banner } from '../../kit/Banner';
import { Button } from '../../kit/Button';
import { LoadError } from '../../kit/LoadError';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';
import { useText } from '../../kit/useText';
import { useCompanyList } from '../companies/useCompanyList';
import './install.css';
import { leaveConsole } from '../../kit/leaveConsole';

const TEXT_NAMESPACES = ['install', 'common'] as const;

/**
 * /install/:integrationName (docs/pages.md): connects a commerce integration to one of the
 * admin's companies. For Shopify: the shop's address, Shopify's install page, then back here
 * to choose the company and name the integration.
 */
export default function InstallIntegrationPage({ leave = leaveConsole }: { leave?: (url: string) => void }) {
  const { t } = useTranslation([...TEXT_NAMESPACES]);
  const text = useText(TEXT_NAMESPACES);
  const { integrationName = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { install } = useConsoleActors();
  const [logic] = useState(() =>
    integrationInstallMachine.provide({
      actors: {
        shopifyAuthorizeUrl: fromPromise(({ input, signal }) => install.shopifyAuthorizeUrl(input, { signal })),
        installShopify: fromPromise(({ input, signal }) => install.installShopify(input, { signal })),
      },
      actions: {
        openShopify: (_, { url }) => leave(url),
        forgetRedirect: () => void navigate(`/install/${encodeURIComponent(integrationName)}`, { replace: true }),
      },
    }),
  );
  const actor = useInspectedActorRef(logic, { input: { integrationName, query: Object.fromEntries(params) } });
  const state = useSelector(actor, (s) => s.value as string);
  const context = useSelector(actor, (s) => s.context);
  const known = installNameOf(integrationName);
  const title = known ? t(`names.${known}`) : integrationName;

  return (
    <section className="install-page" aria-labelledby="install-title">
      <h1 id="install-title" className="page-title">
        {t('title', { name: title })}
      </h1>
      {state === 'unknownIntegration' ? <p role="alert">{t('unknown', { name: integrationName })}</p> : null}
      {state === 'notConnectable' ? <p>{t('notConnectable', { name: title })}</p> : null}
      {state === 'askingShop' || state === 'authorizing' || state === 'leaving' ? (
        <Form
          className="install-form"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'SUBMIT' });
          }}
        >
          <p>{t('shopify.askShop')}</p>
          <TextField
            label={t('shopify.shop')}
            description={t('shopify.shopHint')}
            value={context.shop}
            onChange={(value) => actor.send({ type: 'EDIT_SHOP', value })}
            errorMessage={text(context.error) || null}
            isDisabled={state !== 'askingShop'}
            autoFocus
          />
          <Button type="submit" isDisabled={state !== 'askingShop'}>
            {state === 'askingShop' ? t('shopify.continue') : t('shopify.leaving')}
          </Button>
        </Form>
      ) : null}
      {state === 'choosingCompany' || state === 'connecting' ? (
        <CompanyChoice
          shop={context.shop}
          companyId={context.companyId}
          name={context.name}
          error={text(context.error) || null}
          busy={state === 'connecting'}
          onCompany={(companyId) => actor.send({ type: 'CHOOSE_COMPANY', companyId })}
          onName={(value) => actor.send({ type: 'EDIT_NAME', value })}
          onConnect={() => actor.send({ type: 'CONNECT' })}
        />
      ) : null}
      {state === 'connected' && context.installed ? (
        <>
          <Banner
            kind="success"
            message={t(context.installed.reconnected ? 'shopify.reconnected' : 'shopify.connected', { name: context.installed.name, shop: context.installed.shop })}
          />
          <p>
            <Link href={`/company-profile?id=${encodeURIComponent(context.companyId ?? '')}&initial=INTEGRATIONS`}>{t('shopify.openIntegrations')}</Link>
          </p>
        </>
      ) : null}
      {state === 'refused' ? (
        <>
          <Banner kind="error" message={text(context.error)} />
          <Button onPress={() => actor.send({ type: 'START_AGAIN' })}>{t('shopify.startAgain')}</Button>
        </>
      ) : null}
    </section>
  );
}

type ChoiceProps = {
  shop: string;
  companyId: string | null;
  name: string;
  error: string | null;
  busy: boolean;
  onCompany: (companyId: string) => void;
  onName: (value: string) => void;
  onConnect: () => void;
};

/** Shopify approved the app: the company it goes to (one the person administers) and the integration's name. */
function CompanyChoice({ shop, companyId, name, error, busy, onCompany, onName, onConnect }: ChoiceProps) {
  const { t } = useTranslation([...TEXT_NAMESPACES]);
  const text = useText(TEXT_NAMESPACES);
  const companies = useCompanyList();
  const options = (companies.data ?? []).filter((company) => company.currentUserType === 'ADMIN').map((company) => ({ id: company.id, label: company.name }));
  const only = options.length === 1 ? options[0]?.id : undefined;
  useEffect(() => {
    if (only !== undefined && companyId === null) onCompany(only);
  }, [only, companyId, onCompany]);

  if (companies.status === 'failed') return <LoadError message={text(companies.error)} retryLabel={t('retry')} onRetry={companies.reload} />;
  if (!companies.data) return <p role="status">{t('loading')}</p>;
  if (options.length === 0)
    return (
      <p role="alert">
        {t('shopify.noAdminCompany')} <Link href="/companies">{t('shopify.openCompanies')}</Link>
      </p>
    );
  return (
    <Form
      className="install-form"
      onSubmit={(event) => {
        event.preventDefault();
        onConnect();
      }}
    >
      <p>{t('shopify.approved', { shop })}</p>
      <SelectField label={t('shopify.company')} placeholder={t('shopify.chooseCompany')} options={options} value={companyId} onChange={onCompany} isDisabled={busy} />
      <TextField label={t('shopify.name')} value={name} onChange={onName} isDisabled={busy} />
      <Banner kind="error" message={error} />
      <Button type="submit" isDisabled={busy}>
        {busy ? t('shopify.connecting') : t('shopify.connect')}
      </Button>
    </Form>
  );
}
