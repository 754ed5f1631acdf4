import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../services/contracts/designerData';
import { Button } from '../../../kit/Button';
import { SelectField } from '../../../kit/SelectField';
import { TextField } from '../../../kit/TextField';
import { useDesignerData } from '../dataContext';
import type { PanelProps } from '../types';
import { useResource } from '../useResource';
import {
  canAddSection,
  COMMERCE_LIMITS,
  commerceErrors,
  defaultButtonKey,
  emptySection,
  sectionsOf,
  type CommerceErrorKey,
  type CommerceSection as Section,
} from './commerceRules';
import { CommerceSection } from './CommerceSection';
import { ConnectButton, Loaded, NS, PanelBody, SlotPicker, useSettings } from './parts';
import { TextAreaField } from '../../../kit/TextAreaField';

/** The integration type of commerce manager (Facebook commerce) integrations. */
export const COMMERCE_INTEGRATION_TYPE = 'Commerce';
export const NO_STOCK = 'noStock';

/** Commerce manager (spec 2.14, header 'COMMERCE MANAGER ACTION'). */
export function CommercePanel(props: PanelProps<'COMMERCE'>) {
  const { t } = useTranslation(NS);
  const data = useDesignerData();
  const set = useSettings(props);
  const integrationId = props.module.settings.integrationId ?? '';
  const catalogId = props.module.settings.catalogId ?? '';
  const texts = {
    bodyText: props.module.settings.bodyText ?? '',
    footerText: props.module.settings.footerText ?? '',
    headerText: props.module.settings.headerText ?? '',
    action: props.module.settings.action ?? '',
  };
  const sections = sectionsOf(props.module.settings.payloads);
  const errors = commerceErrors(texts, sections);
  const error = (key: CommerceErrorKey | undefined) => (key ? t(`commerce.errors.${key}`, { ...COMMERCE_LIMITS }) : null);
  const integrations = useResource({ companyId: props.companyId }, (q) => data.integrations(q.companyId, COMMERCE_INTEGRATION_TYPE));
  const catalogs = useResource(integrationId ? { companyId: props.companyId, integrationId } : null, (q) => data.catalogs(q.companyId, q.integrationId));
  const products = useResource<Product[], { companyId: string; integrationId: string; catalogId: string }>(
    integrationId && catalogId ? { companyId: props.companyId, integrationId, catalogId } : null,
    (q) => data.products(q.companyId, q.integrationId, q.catalogId),
  );
  const setSections = (next: Section[]) => set({ payloads: next });
  return (
    <PanelBody title={t('commerce.title')}>
      <Loaded resource={integrations}>
        {(list) =>
          list.length ? (
            <SelectField
              label={t('commerce.integration')}
              placeholder={t('chooseIntegration')}
              options={list.map((i) => ({ id: i._id, label: i.name }))}
              value={list.some((i) => i._id === integrationId) ? integrationId : null}
              isDisabled={props.readOnly}
              // Another integration has other catalogs: the catalog and the sections start afresh (spec 4.2).
              onChange={(id) => id !== integrationId && set({ integrationId: id, catalogId: '', payloads: [] })}
            />
          ) : (
            <ConnectButton props={props} label={t('commerce.connect')} hint={t('commerce.noIntegration')} />
          )
        }
      </Loaded>
      {integrationId ? (
        <Loaded resource={catalogs}>
          {(list) => (
            <SelectField
              label={t('commerce.catalog')}
              placeholder={t('commerce.chooseCatalog')}
              options={list.map((c) => ({ id: c.id, label: c.name }))}
              value={list.some((c) => c.id === catalogId) ? catalogId : null}
              isDisabled={props.readOnly}
              onChange={(id) => id !== catalogId && set({ catalogId: id, payloads: [] })}
            />
          )}
        </Loaded>
      ) : null}
      <TextAreaField
        label={t('commerce.bodyText')}
        value={texts.bodyText}
        isDisabled={props.readOnly}
        errorMessage={error(errors.bodyText)}
        onChange={(bodyText) => set({ bodyText })}
      />
      <TextField
        label={t('commerce.footerText')}
        value={texts.footerText}
        isDisabled={props.readOnly}
        errorMessage={error(errors.footerText)}
        onChange={(footerText) => set({ footerText })}
      />
      <TextField
        label={t('commerce.headerText')}
        value={texts.headerText}
        isDisabled={props.readOnly}
        errorMessage={error(errors.headerText)}
        onChange={(headerText) => set({ headerText })}
      />
      <TextField
        label={t('commerce.buttonText')}
        placeholder={t(`commerce.defaultButton.${defaultButtonKey(sections)}`)}
        description={t('commerce.buttonTextHint', { text: t(`commerce.defaultButton.${defaultButtonKey(sections)}`) })}
        value={texts.action}
        isDisabled={props.readOnly}
        errorMessage={error(errors.action)}
        onChange={(action) => set({ action })}
      />
      <h4>{t('commerce.sections')}</h4>
      {catalogId ? (
        <Loaded resource={products}>
          {(list) => (
            <>
              {sections.map((section, index) => (
                <CommerceSection
                  key={index}
                  index={index}
                  section={section}
                  products={list}
                  errors={errors.section[index]}
                  isDisabled={props.readOnly}
                  onChange={(next) => setSections(sections.map((s, i) => (i === index ? next : s)))}
                  onRemove={() => setSections(sections.filter((_, i) => i !== index))}
                />
              ))}
            </>
          )}
        </Loaded>
      ) : (
        <p>{t('commerce.chooseCatalogFirst')}</p>
      )}
      {errors.sections && (catalogId || sections.length) ? (
        <p className="form-error" role="alert">
          {error(errors.sections)}
        </p>
      ) : null}
      <Button variant="secondary" isDisabled={props.readOnly || !catalogId || !canAddSection(sections)} onPress={() => setSections([...sections, emptySection()])}>
        {t('commerce.addSection')}
      </Button>
      {!canAddSection(sections) ? <p role="status">{t('commerce.errors.sectionsMax')}</p> : null}
      <SlotPicker props={props} label={t('connection')} />
      <SlotPicker props={props} label={t('commerce.noStock')} optionID={NO_STOCK} />
    </PanelBody>
  );
}
