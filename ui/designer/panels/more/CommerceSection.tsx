import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../services/contracts/designerData';
import { Button } from '../../../kit/Button';
import { Checkbox } from '../../../kit/Checkbox';
import { SelectField } from '../../../kit/SelectField';
import { TextField } from '../../../kit/TextField';
import {
  COMMERCE_LIMITS,
  PAYLOAD_TYPES,
  searchProducts,
  selectAll,
  toggleProduct,
  unselectAll,
  withPayloadType,
  type CommerceErrorKey,
  type CommerceSection as Section,
  type PayloadType,
} from './commerceRules';
import { NS } from './parts';

export type CommerceSectionProps = {
  index: number;
  section: Section;
  products: readonly Product[];
  errors: { title?: CommerceErrorKey; products?: CommerceErrorKey } | undefined;
  isDisabled: boolean;
  onChange: (section: Section) => void;
  onRemove: () => void;
};

/** One section of a commerce message: title, payload type, and its products (checklist or parameter form). */
export function CommerceSection({ index, section, products, errors, isDisabled, onChange, onRemove }: CommerceSectionProps) {
  const { t } = useTranslation(NS);
  const [search, setSearch] = useState('');
  const listed = searchProducts(products, search);
  const chosen = new Set(section.products.map((p) => p.productRetailerId));
  const error = (key: CommerceErrorKey | undefined) => (key ? t(`commerce.errors.${key}`, { ...COMMERCE_LIMITS }) : null);
  const name = t('commerce.sectionName', { number: index + 1 });
  return (
    <fieldset className="panel-more-section" aria-label={name}>
      <legend>{name}</legend>
      <TextField
        label={t('commerce.sectionTitle')}
        value={section.title}
        isDisabled={isDisabled}
        errorMessage={error(errors?.title)}
        onChange={(title) => onChange({ ...section, title })}
      />
      <SelectField
        label={t('commerce.payloadType')}
        options={PAYLOAD_TYPES.map((id) => ({ id, label: t(`commerce.payloadTypes.${id}`) }))}
        value={section.type}
        isDisabled={isDisabled}
        onChange={(type) => onChange(withPayloadType(section, type as PayloadType))}
      />
      {section.type === 'PARAMETER' ? (
        <TextField
          label={t('commerce.parameterProducts')}
          description={t('commerce.parameterProductsHint')}
          value={section.productsInParameterForm}
          isDisabled={isDisabled}
          errorMessage={error(errors?.products)}
          onChange={(productsInParameterForm) => onChange({ ...section, productsInParameterForm })}
        />
      ) : (
        <div className="panel-more-products">
          <TextField label={t('commerce.searchProducts')} value={search} onChange={setSearch} />
          <div className="panel-more-row">
            <Button variant="link" isDisabled={isDisabled || !listed.length} onPress={() => onChange(selectAll(section, listed))}>
              {t('commerce.selectAll')}
            </Button>
            <Button variant="link" isDisabled={isDisabled || !section.products.length} onPress={() => onChange(unselectAll(section, listed))}>
              {t('commerce.unselectAll')}
            </Button>
          </div>
          {listed.length ? (
            <ul className="panel-more-checklist" aria-label={t('commerce.products')}>
              {listed.map((product) => (
                <li key={product.id}>
                  <Checkbox
                    isSelected={chosen.has(product.retailer_id)}
                    isDisabled={isDisabled || (!chosen.has(product.retailer_id) && chosen.size >= COMMERCE_LIMITS.productsPerSection)}
                    onChange={(selected) => onChange(toggleProduct(section, product.retailer_id, selected))}
                  >
                    <span>{product.name}</span> <span className="panel-more-muted">{product.retailer_id}</span>{' '}
                    <span className="panel-more-muted">{product.sale_price ?? product.price}</span>
                  </Checkbox>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t(products.length ? 'commerce.noProductFound' : 'commerce.noProducts')}</p>
          )}
          {errors?.products ? (
            <p className="form-error" role="alert">
              {error(errors.products)}
            </p>
          ) : null}
        </div>
      )}
      <Button variant="danger" isDisabled={isDisabled} onPress={onRemove}>
        {t('commerce.removeSection', { number: index + 1 })}
      </Button>
    </fieldset>
  );
}
