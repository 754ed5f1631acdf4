import { useTranslation } from 'react-i18next';
import type { Integration } from '../../../../services/contracts/designerData';
import { SelectField } from '../../../kit/SelectField';
import { TextField } from '../../../kit/TextField';
import { useDesignerData } from '../dataContext';
import type { PanelProps } from '../types';
import { choiceOf } from '../shared/choiceOf';
import { useResource } from '../useResource';
import { ConnectButton, Loaded, NS, PanelBody, SlotPicker, useSettings } from './parts';
import { CURRENCIES, PAYMENT_GATEWAY_TYPES, PAYMENT_SELECTION_TYPES, storedAmount, typedAmount } from './paymentRules';

/** The company's integrations that are payment gateways of this module (spec 7.2). */
export function paymentGateways(integrations: readonly Integration[]): Integration[] {
  return integrations.filter((i) => (PAYMENT_GATEWAY_TYPES as readonly string[]).includes(i.type));
}

const TEXT_FIELDS = ['branch', 'productName', 'companyName', 'productDescription', 'productImage', 'orderNumber'] as const;

/** Payment, the older gateway module (spec 2.15). */
export function PaymentPanel(props: PanelProps<'PAYMENT'>) {
  const { t } = useTranslation(NS);
  const data = useDesignerData();
  const set = useSettings(props);
  const gateway = props.module.settings.gateway ?? '';
  const integrations = useResource({ companyId: props.companyId }, (q) => data.integrations(q.companyId));
  return (
    <PanelBody title={t('payment.title')}>
      <Loaded resource={integrations}>
        {(all) => {
          const list = paymentGateways(all);
          if (!list.length) return <ConnectButton props={props} label={t('connectIntegration')} hint={t('payment.noGateway')} />;
          return (
            <>
              <SelectField
                label={t('payment.gateway')}
                placeholder={t('chooseIntegration')}
                options={list.map((i) => ({ id: i._id, label: i.name }))}
                value={list.some((i) => i._id === gateway) ? gateway : null}
                isDisabled={props.readOnly}
                // The gateway type follows the chosen integration; the engine needs it to call the right provider.
                onChange={(id) => set({ gateway: id, gatewayType: list.find((i) => i._id === id)?.type ?? '' })}
              />
              <TextField label={t('payment.gatewayType')} value={props.module.settings.gatewayType ?? ''} isReadOnly isDisabled={props.readOnly} />
            </>
          );
        }}
      </Loaded>
      <SelectField
        label={t('payment.selectionType')}
        placeholder={t('payment.chooseSelectionType')}
        options={PAYMENT_SELECTION_TYPES.map((id) => ({ id, label: t(`payment.selectionTypes.${id}`) }))}
        value={props.module.settings.selectionType || null}
        isDisabled={props.readOnly}
        onChange={(id) => set({ selectionType: choiceOf(PAYMENT_SELECTION_TYPES, id) })}
      />
      <TextField
        label={t('payment.amount')}
        description={t('payment.amountHint')}
        value={typedAmount(props.module.settings.amount)}
        isDisabled={props.readOnly}
        onChange={(text) => set({ amount: storedAmount(text) })}
      />
      <SelectField
        label={t('payment.currency')}
        placeholder={t('payments.chooseCurrency')}
        options={CURRENCIES.map((id) => ({ id, label: id }))}
        value={props.module.settings.currency || null}
        isDisabled={props.readOnly}
        onChange={(currency) => set({ currency })}
      />
      {TEXT_FIELDS.map((field) => (
        <TextField key={field} label={t(`payment.${field}`)} value={props.module.settings[field] ?? ''} isDisabled={props.readOnly} onChange={(value) => set({ [field]: value })} />
      ))}
      <SlotPicker props={props} label={t('connection')} />
    </PanelBody>
  );
}
