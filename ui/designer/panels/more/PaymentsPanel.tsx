import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../kit/SelectField';
import { TextField } from '../../../kit/TextField';
import { useDesignerData } from '../dataContext';
import type { PanelProps } from '../types';
import { useDraft } from '../logic/useDraft';
import { choiceOf } from '../shared/choiceOf';
import { useResource } from '../useResource';
import { ConnectButton, Loaded, NS, PanelBody, SlotPicker, useSettings } from './parts';
import {
  CRAFTGATE_LANGUAGES,
  CURRENCIES,
  expirationError,
  PAYMENT_FAILED,
  PAYMENT_SUCCEED,
  PAYMENT_TYPES,
  paymentsFields,
  paymentTypeChange,
  totalAmountError,
  type PaymentsPayloads,
} from './paymentRules';

/** Expiration as typed: stored only while it is a whole number of seconds (at least 1) or empty. */
function useExpiration(stored: number | '' | undefined, store: (expiration: number | '') => void) {
  return useDraft(
    String(stored ?? ''),
    (text) => (expirationError(text) ? { key: 'payments.errors.expiration' } : null),
    (text) => store(text.trim() === '' ? '' : Number(text.trim())),
  );
}

/** Payments (spec 2.13, header 'PAYMENTS ACTION'): type, integration, type-specific fields, succeed and failed next actions. */
export function PaymentsPanel(props: PanelProps<'PAYMENTS'>) {
  const { t } = useTranslation(NS);
  const data = useDesignerData();
  const set = useSettings(props);
  const stored = props.module.settings.paymentType;
  const paymentType = stored ?? 'WHATSAPP_PAYMENT';
  const payloads = props.module.settings.payloads ?? {};
  const integrationId = props.module.settings.integrationId ?? '';
  const expiration = useExpiration(props.module.settings.expiration, (next) => set({ expiration: next }));
  // The integrations of the chosen payment type (GET /integrations/by-type).
  const integrations = useResource({ companyId: props.companyId, type: paymentType }, (q) => data.integrations(q.companyId, q.type));
  const setPayload = (patch: PaymentsPayloads) => set({ payloads: { ...payloads, ...patch } });
  const fields = paymentsFields(paymentType);
  const amountProblem = totalAmountError(String(payloads.totalAmount ?? ''));
  return (
    <PanelBody title={t('payments.title')}>
      <SelectField
        label={t('payments.type')}
        options={PAYMENT_TYPES.map((id) => ({ id, label: t(`payments.types.${id}`) }))}
        value={paymentType}
        isDisabled={props.readOnly}
        onChange={(id) => {
          const chosen = choiceOf(PAYMENT_TYPES, id);
          const change = chosen ? paymentTypeChange(stored, chosen) : null;
          if (change) set(change);
        }}
      />
      <Loaded resource={integrations}>
        {(list) =>
          list.length ? (
            <SelectField
              label={t('payments.integrations')}
              placeholder={t('chooseIntegration')}
              options={list.map((i) => ({ id: i._id, label: i.name }))}
              value={list.some((i) => i._id === integrationId) ? integrationId : null}
              isDisabled={props.readOnly}
              onChange={(id) => set({ integrationId: id })}
            />
          ) : (
            <ConnectButton props={props} label={t('connectIntegration')} hint={t('payments.noIntegration')} />
          )
        }
      </Loaded>
      {fields.includes('currency') ? (
        <SelectField
          label={t('payments.currency')}
          options={CURRENCIES.map((id) => ({ id, label: id }))}
          value={payloads.currency ?? null}
          placeholder={t('payments.chooseCurrency')}
          isDisabled={props.readOnly}
          onChange={(currency) => setPayload({ currency })}
        />
      ) : null}
      {fields.includes('totalAmount') ? (
        <TextField
          label={t('payments.totalAmount')}
          description={t('payments.totalAmountHint')}
          value={String(payloads.totalAmount ?? '')}
          isDisabled={props.readOnly}
          errorMessage={amountProblem ? t('payments.errors.totalAmount') : null}
          onChange={(totalAmount) => setPayload({ totalAmount })}
        />
      ) : null}
      {fields.includes('language') ? (
        <SelectField
          label={t('payments.language')}
          options={CRAFTGATE_LANGUAGES.map((id) => ({ id, label: t(`languages.${id}`) }))}
          value={payloads.language ?? null}
          placeholder={t('payments.chooseLanguage')}
          isDisabled={props.readOnly}
          onChange={(id) => setPayload({ language: choiceOf(CRAFTGATE_LANGUAGES, id) })}
        />
      ) : null}
      <TextField
        label={t('payments.expiration')}
        inputMode="numeric"
        value={expiration.draft}
        isDisabled={props.readOnly}
        errorMessage={expiration.problem ? t(expiration.problem.key) : null}
        onChange={expiration.change}
      />
      <SlotPicker props={props} label={t('payments.succeed')} optionID={PAYMENT_SUCCEED} />
      <SlotPicker props={props} label={t('payments.failed')} optionID={PAYMENT_FAILED} />
    </PanelBody>
  );
}
