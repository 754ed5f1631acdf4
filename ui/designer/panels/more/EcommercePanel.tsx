import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ECOMMERCE_ACTIONS, ECOMMERCE_LANGUAGES } from '../../../../services/contracts/modules/ecommerce';
import type { Integration } from '../../../../services/contracts/designerData';
import { SelectField } from '../../../kit/SelectField';
import { TextField } from '../../../kit/TextField';
import { useDesignerData } from '../dataContext';
import type { PanelProps } from '../types';
import { choiceOf } from '../shared/choiceOf';
import { useResource } from '../useResource';
import { ConnectButton, Loaded, NS, PanelBody, SlotPicker, useSettings } from './parts';

/** Spec 3.3: what an e-commerce module does, and its languages. */
export { ECOMMERCE_ACTIONS, ECOMMERCE_LANGUAGES };
export const ECOMMERCE_GATEWAY_TYPES = ['SHOPIFY', 'TSOFT', 'IDEASOFT'] as const;

export function ecommerceGateways(integrations: readonly Integration[]): Integration[] {
  return integrations.filter((i) => (ECOMMERCE_GATEWAY_TYPES as readonly string[]).includes(i.type));
}

/** E-Commerce (spec 2.15): language, gateway (store platform), action type, product id, connection. */
export function EcommercePanel(props: PanelProps<'ECOMMERCE'>) {
  const { t } = useTranslation(NS);
  const data = useDesignerData();
  const set = useSettings(props);
  const gateway = props.module.settings.gateway ?? '';
  const action = props.module.settings.action ?? '';
  const integrations = useResource({ companyId: props.companyId }, (q) => data.integrations(q.companyId));
  return (
    <PanelBody title={t('ecommerce.title')}>
      <SelectField
        label={t('ecommerce.language')}
        options={ECOMMERCE_LANGUAGES.map((id) => ({ id, label: t(`languages.${id}`) }))}
        value={props.module.settings.language ?? 'EN'}
        isDisabled={props.readOnly}
        onChange={(id) => set({ language: choiceOf(ECOMMERCE_LANGUAGES, id) })}
      />
      <Loaded resource={integrations}>
        {(all) => {
          const list = ecommerceGateways(all);
          if (!list.length) return <ConnectButton props={props} label={t('connectIntegration')} hint={t('ecommerce.noGateway')} />;
          return (
            <SelectField
              label={t('ecommerce.gateway')}
              placeholder={t('chooseIntegration')}
              options={list.map((i) => ({ id: i._id, label: i.name }))}
              value={list.some((i) => i._id === gateway) ? gateway : null}
              isDisabled={props.readOnly}
              onChange={(id) => set({ gateway: id })}
            />
          );
        }}
      </Loaded>
      <p className="panel-more-label" id={`${props.module.id}-ecommerce-action`}>
        {t('ecommerce.action')}
      </p>
      <ToggleButtonGroup
        className="panel-more-toggles"
        aria-labelledby={`${props.module.id}-ecommerce-action`}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={action ? [action] : []}
        isDisabled={props.readOnly}
        onSelectionChange={(keys) => {
          const [chosen] = [...keys];
          if (chosen !== undefined) set({ action: choiceOf(ECOMMERCE_ACTIONS, String(chosen)) });
        }}
      >
        {ECOMMERCE_ACTIONS.map((id) => (
          <ToggleButton key={id} id={id} className="panel-more-toggle">
            {t(`ecommerce.actions.${id}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField label={t('ecommerce.productId')} value={props.module.settings.productId ?? ''} isDisabled={props.readOnly} onChange={(productId) => set({ productId })} />
      <SlotPicker props={props} label={t('connection')} />
    </PanelBody>
  );
}
