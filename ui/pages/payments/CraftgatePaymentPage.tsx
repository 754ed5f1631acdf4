import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paymentResultOf } from './paymentResult';
import './payments.css';

/**
 * /craftgate-common-payment (spec 2.1: reachable without sign-in): the page a payment provider's
 * hosted payment page returns to. It states the result its query string carries, in words of its
 * own: the status is one of a known few and the conversation id is shown only when it is a plain id,
 * so nothing of the address is shown as markup.
 */
export default function CraftgatePaymentPage() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const result = paymentResultOf(params);
  return (
    <main className="payment-result" aria-labelledby="payment-result-title">
      <h1 id="payment-result-title">{t(`result.${result.status}.title`)}</h1>
      <p role="status">{t(`result.${result.status}.text`)}</p>
      {result.conversationId ? <p className="muted">{t('result.conversation', { id: result.conversationId })}</p> : null}
      <p>{t('result.close')}</p>
    </main>
  );
}
