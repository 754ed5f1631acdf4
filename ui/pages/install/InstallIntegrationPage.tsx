import { useSelector } from '@xstate/react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { Form, Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { integrationInstallMachine, type InstallCompany } from '../../../machines/install/integrationInstall.machine';
import { installNameOf } from '../../../services/contracts/installs';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useInspectedActorRef } from '../../inspector/inspection';
import { Banner } from '../../kit/Banner';
import { Button } from '../../kit/Button';
import { LoadError } from '../../kit/LoadError';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';
import { useText } from '../../kit/useText';
import '../../kit/narrowPage.css';
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
  const { install, companies } = useConsoleActors();
  const client = useApolloClient();
  const [logic] = useState(() =>
    integrationInstallMachine.provide({
      actors: {
        loadCompanies: fromPromise(({ signal }) => companies.fetchCompanies(signal, client)),
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
    <section className="narrow-page" aria-labelledby="install-title">
      <h1 id="install-title" className="page-title">
        {t('title', { name: title })}
      </h1>
      {state === 'unknownIntegration' ? <p role="alert">{t('unknown', { name: integrationName })}</p> : null}
      {state === 'notConnectable' ? <p>{t('notConnectable', { name: title })}</p> : null}
      {state === 'askingShop' || state === 'authorizing' || state === 'leaving' ? (
        <Form
          className="stacked-form"
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
      {state === 'loadingCompanies' ? <p role="status">{t('loading')}</p> : null}
      {state === 'companiesFailed' ? <LoadError message={text(context.error)} retryLabel={t('retry')} onRetry={() => actor.send({ type: 'RETRY' })} /> : null}
      {state === 'noAdminCompany' ? (
        <p role="alert">
          {t('shopify.noAdminCompany')} <Link href="/companies">{t('shopify.openCompanies')}</Link>
        </p>
      ) : null}
      {state === 'choosingCompany' || state === 'connecting' ? (
        <CompanyChoice
          shop={context.shop}
          companies={context.companies}
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
  companies: readonly InstallCompany[];
  companyId: string | null;
  name: string;
  error: string | null;
  busy: boolean;
  onCompany: (companyId: string) => void;
  onName: (value: string) => void;
  onConnect: () => void;
};

/** Shopify approved the app: the company it goes to (one the person administers; the only one is chosen) and the integration's name. */
function CompanyChoice({ shop, companies, companyId, name, error, busy, onCompany, onName, onConnect }: ChoiceProps) {
  const { t } = useTranslation([...TEXT_NAMESPACES]);
  const options = companies.map((company) => ({ id: company.id, label: company.name }));
  return (
    <Form
      className="stacked-form"
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
