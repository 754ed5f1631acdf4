import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { shopifyRedirectMachine } from '../../../machines/install/shopifyRedirect.machine';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useInspectedActorRef } from '../../inspector/inspection';
import { AuthLayout } from '../../kit/AuthLayout';
import { Banner } from '../../kit/Banner';
import { Button } from '../../kit/Button';
import { useText } from '../../kit/useText';
import '../../kit/accountPages.css';
import { leaveConsole } from '../../kit/leaveConsole';

const TEXT_NAMESPACES = ['install', 'common'] as const;

/**
 * /shopify/redirect?shop= (spec 01 section 2.1; the App URL of the product's Shopify app): sends
 * the browser on to the shop's page that installs the app; without a shop, to /Error.
 */
export default function ShopifyRedirectPage({ leave = leaveConsole }: { leave?: (url: string) => void }) {
  const { t } = useTranslation([...TEXT_NAMESPACES]);
  const text = useText(TEXT_NAMESPACES);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { install } = useConsoleActors();
  const [logic] = useState(() =>
    shopifyRedirectMachine.provide({
      actors: { shopifyAuthorizeUrl: fromPromise(({ input, signal }) => install.shopifyAuthorizeUrl(input, { signal })) },
      actions: {
        openShopify: (_, { url }) => leave(url),
        showErrorPage: () => void navigate('/Error', { replace: true }),
      },
    }),
  );
  const actor = useInspectedActorRef(logic, { input: { query: Object.fromEntries(params) } });
  const state = useSelector(actor, (s) => s.value as string);
  const error = useSelector(actor, (s) => s.context.error);

  return (
    <AuthLayout title={t('redirect.title')}>
      {state === 'failed' ? (
        <>
          <Banner kind="error" message={text(error)} />
          <div className="account-actions">
            <Button className="btn-block" onPress={() => actor.send({ type: 'RETRY' })}>
              {t('redirect.retry')}
            </Button>
            <Link href="/">{t('redirect.home')}</Link>
          </div>
        </>
      ) : (
        <p role="status">{t('redirect.leaving')}</p>
      )}
    </AuthLayout>
  );
}
