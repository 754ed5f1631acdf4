import { describe, expect, it } from 'vitest';
import { readSettings } from '../../../../services/contracts/modules/settingsReading';
import {
  canAddSection,
  commerceErrors,
  defaultButtonKey,
  emptySection,
  parameterProducts,
  searchProducts,
  sectionsOf,
  selectAll,
  toggleProduct,
  totalProducts,
  unselectAll,
  withPayloadType,
  type CommerceSection,
} from './commerceRules';

const design = (n: number, title = 'Shoes'): CommerceSection => ({
  title,
  type: 'DESIGN',
  products: Array.from({ length: n }, (_, i) => ({ productRetailerId: `p${i}` })),
  productsInParameterForm: '',
});
const parameter = (value: string): CommerceSection => ({ title: 'Cart', type: 'PARAMETER', products: [], productsInParameterForm: value });
const texts = (over: Partial<{ bodyText: string; footerText: string; headerText: string; action: string }> = {}) => ({
  bodyText: 'Body',
  footerText: 'Footer',
  headerText: 'Header',
  action: '',
  ...over,
});

describe('commerce rules (spec 5.3)', () => {
  it('passes a complete message', () => {
    expect(commerceErrors(texts(), [design(3)])).toEqual({ section: {} });
  });

  it('requires the body when more than one product in total, and keeps it under 1024', () => {
    expect(commerceErrors(texts({ bodyText: '' }), [design(2)]).bodyText).toBe('bodyRequired');
    expect(commerceErrors(texts({ bodyText: '' }), [design(1)]).bodyText).toBeUndefined();
    expect(commerceErrors(texts({ bodyText: 'x'.repeat(1024) }), [design(1)]).bodyText).toBe('bodyTooLong');
    expect(commerceErrors(texts({ bodyText: 'x'.repeat(1023) }), [design(1)]).bodyText).toBeUndefined();
  });

  it('requires the footer, under 60', () => {
    expect(commerceErrors(texts({ footerText: ' ' }), [design(1)]).footerText).toBe('footerRequired');
    expect(commerceErrors(texts({ footerText: 'x'.repeat(60) }), [design(1)]).footerText).toBe('footerTooLong');
    expect(commerceErrors(texts({ footerText: 'x'.repeat(59) }), [design(1)]).footerText).toBeUndefined();
  });

  it('requires the header under 60 for several products or a parameter section only', () => {
    expect(commerceErrors(texts({ headerText: '' }), [design(2)]).headerText).toBe('headerRequired');
    expect(commerceErrors(texts({ headerText: '' }), [parameter('#CART')]).headerText).toBe('headerRequired');
    expect(commerceErrors(texts({ headerText: '' }), [design(1)]).headerText).toBeUndefined();
    expect(commerceErrors(texts({ headerText: 'x'.repeat(60) }), [design(2)]).headerText).toBe('headerTooLong');
  });

  it('keeps the optional button text under 20 and defaults it to View or View items', () => {
    expect(commerceErrors(texts({ action: 'x'.repeat(20) }), [design(1)]).action).toBe('buttonTooLong');
    expect(commerceErrors(texts({ action: 'x'.repeat(19) }), [design(1)]).action).toBeUndefined();
    expect(defaultButtonKey([design(1)])).toBe('view');
    expect(defaultButtonKey([design(2)])).toBe('viewItems');
  });

  it('limits a section title to 24 characters', () => {
    expect(commerceErrors(texts(), [design(1, 'x'.repeat(25))]).section[0]?.title).toBe('titleTooLong');
    expect(commerceErrors(texts(), [design(1, 'x'.repeat(24))]).section[0]).toBeUndefined();
  });

  it('needs 1 to 10 products per section', () => {
    expect(commerceErrors(texts(), [design(0)]).section[0]?.products).toBe('productsPerSection');
    expect(commerceErrors(texts(), [design(11)]).section[0]?.products).toBe('productsPerSection');
    expect(commerceErrors(texts(), [parameter('1,2,3,4,5,6,7,8,9,10,11')]).section[0]?.products).toBe('productsPerSection');
  });

  it('needs 1 to 10 sections and at most 30 products in total', () => {
    expect(commerceErrors(texts(), []).sections).toBe('sectionsRequired');
    expect(
      commerceErrors(
        texts(),
        Array.from({ length: 11 }, () => design(1)),
      ).sections,
    ).toBe('sectionsMax');
    expect(commerceErrors(texts(), [design(10), design(10), design(10), design(1)]).sections).toBe('totalProducts');
    expect(commerceErrors(texts(), [design(10), design(10), design(10)]).sections).toBeUndefined();
    expect(canAddSection(Array.from({ length: 9 }, () => design(1)))).toBe(true);
    expect(canAddSection(Array.from({ length: 10 }, () => design(1)))).toBe(false);
  });

  it('accepts parameter-form product numbers as a comma-separated list or a parameter placeholder', () => {
    expect(parameterProducts('1001, 1002,1003')).toEqual({ kind: 'list', ids: ['1001', '1002', '1003'] });
    expect(parameterProducts('#CART_ITEMS')).toEqual({ kind: 'placeholder', name: '#CART_ITEMS' });
    expect(parameterProducts('')).toBeNull();
    expect(parameterProducts('1001,,1002')).toBeNull();
    expect(parameterProducts('1001 1002')).toBeNull();
    expect(parameterProducts('#CART, 1001')).toBeNull();
    expect(commerceErrors(texts(), [parameter('oops, ')]).section[0]?.products).toBe('parameterProducts');
    expect(totalProducts([parameter('1,2'), parameter('#CART'), design(3)])).toBe(6);
  });

  it('searches, selects and unselects products', () => {
    const products = [
      { retailer_id: 'shoe-1', name: 'Red shoe' },
      { retailer_id: 'shoe-2', name: 'Blue shoe' },
      { retailer_id: 'hat-1', name: 'Hat' },
    ];
    expect(searchProducts(products, 'SHOE').map((p) => p.retailer_id)).toEqual(['shoe-1', 'shoe-2']);
    expect(searchProducts(products, 'hat-').map((p) => p.retailer_id)).toEqual(['hat-1']);
    const all = selectAll(emptySection(), products);
    expect(all.products.map((p) => p.productRetailerId)).toEqual(['shoe-1', 'shoe-2', 'hat-1']);
    expect(unselectAll(all, products.slice(0, 2)).products).toEqual([{ productRetailerId: 'hat-1' }]);
    expect(toggleProduct(all, 'shoe-2', false).products.map((p) => p.productRetailerId)).toEqual(['shoe-1', 'hat-1']);
    const many = Array.from({ length: 12 }, (_, i) => ({ retailer_id: `p${i}`, name: `P${i}` }));
    expect(selectAll(emptySection(), many).products).toHaveLength(10);
  });

  it('starts the products afresh when the payload type changes, and reads stored payloads leniently', () => {
    expect(withPayloadType(design(2), 'PARAMETER')).toEqual({ title: 'Shoes', type: 'PARAMETER', products: [], productsInParameterForm: '' });
    expect(sectionsOf([{ title: 'A', type: 'PARAMETER', productsInParameterForm: '#X' }])).toEqual([parameter('#X') && { ...parameter('#X'), title: 'A' }]);
    expect(sectionsOf([{}])).toEqual([emptySection()]);
    // Stored entries that are not sections are left out, the sections kept.
    expect(sectionsOf(readSettings('COMMERCE', { payloads: [{ title: 'A', type: 'PARAMETER', productsInParameterForm: '#X' }, 'junk', null] }).payloads)).toEqual([
      { ...parameter('#X'), title: 'A' },
    ]);
  });
});
