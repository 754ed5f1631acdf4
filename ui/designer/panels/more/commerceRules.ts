import { COMMERCE_LIMITS, PAYLOAD_TYPES, PRODUCT_NUMBER, type CommerceSettings } from '../../../../services/contracts/modules/commerce';
import { PARAMETER } from '../../../../services/contracts/modules/fields';

/**
 * The commerce manager module's rules (spec 03 sections 3.2, 4.2, 5.3 and 9): a
 * WhatsApp product message with one or more sections of catalog products.
 */

export { COMMERCE_LIMITS, PAYLOAD_TYPES };
export type PayloadType = (typeof PAYLOAD_TYPES)[number];

export type CommerceSection = {
  title: string;
  type: PayloadType;
  products: Array<{ productRetailerId: string }>;
  productsInParameterForm: string;
};

export type CommerceTexts = { bodyText: string; footerText: string; headerText: string; action: string };

export type CommerceErrorKey =
  | 'bodyRequired'
  | 'bodyTooLong'
  | 'footerRequired'
  | 'footerTooLong'
  | 'headerRequired'
  | 'headerTooLong'
  | 'buttonTooLong'
  | 'sectionsRequired'
  | 'sectionsMax'
  | 'totalProducts'
  | 'titleTooLong'
  | 'productsPerSection'
  | 'parameterProducts';

/** The errors of the module, by field; a section's errors by its index. */
export type CommerceErrors = {
  bodyText?: CommerceErrorKey;
  footerText?: CommerceErrorKey;
  headerText?: CommerceErrorKey;
  action?: CommerceErrorKey;
  sections?: CommerceErrorKey;
  section: Record<number, { title?: CommerceErrorKey; products?: CommerceErrorKey }>;
};

export function emptySection(): CommerceSection {
  return { title: '', type: 'DESIGN', products: [], productsInParameterForm: '' };
}

/** The stored sections with their empty values filled in (DESIGN when no type is stored). */
export function sectionsOf(payloads: CommerceSettings['payloads']): CommerceSection[] {
  return (payloads ?? []).map((section) => ({
    title: section.title ?? '',
    type: section.type ?? 'DESIGN',
    products: (section.products ?? []).map(({ productRetailerId }) => ({ productRetailerId })),
    productsInParameterForm: section.productsInParameterForm ?? '',
  }));
}

/**
 * Parameter-form product numbers: a comma-separated list of product retailer ids
 * ("1001, 1002") or one parameter placeholder filled in during the conversation ("#CART").
 */
export function parameterProducts(value: string): { kind: 'list'; ids: string[] } | { kind: 'placeholder'; name: string } | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (PARAMETER.test(trimmed)) return { kind: 'placeholder', name: trimmed };
  const ids = trimmed.split(',').map((part) => part.trim());
  return ids.every((id) => PRODUCT_NUMBER.test(id)) ? { kind: 'list', ids } : null;
}

/** How many products a section offers (a placeholder counts as one: its size is known only at run time). */
export function productCount(section: CommerceSection): number {
  if (section.type === 'DESIGN') return section.products.length;
  const parsed = parameterProducts(section.productsInParameterForm);
  if (!parsed) return 0;
  return parsed.kind === 'list' ? parsed.ids.length : 1;
}

export function totalProducts(sections: readonly CommerceSection[]): number {
  return sections.reduce((sum, s) => sum + productCount(s), 0);
}

/** Multi-product message: more than one product in total, or a section filled from a parameter. */
export function isMultiProduct(sections: readonly CommerceSection[]): boolean {
  return totalProducts(sections) > 1 || sections.some((s) => s.type === 'PARAMETER');
}

/** The button text the message shows when none is typed: 'View' for one product, 'View items' for several. */
export function defaultButtonKey(sections: readonly CommerceSection[]): 'view' | 'viewItems' {
  return isMultiProduct(sections) ? 'viewItems' : 'view';
}

export function canAddSection(sections: readonly CommerceSection[]): boolean {
  return sections.length < COMMERCE_LIMITS.sections;
}

function sectionErrors(section: CommerceSection): { title?: CommerceErrorKey; products?: CommerceErrorKey } {
  const errors: { title?: CommerceErrorKey; products?: CommerceErrorKey } = {};
  if (section.title.length > COMMERCE_LIMITS.sectionTitle) errors.title = 'titleTooLong';
  if (section.type === 'PARAMETER') {
    const parsed = parameterProducts(section.productsInParameterForm);
    if (!parsed) errors.products = 'parameterProducts';
    else if (parsed.kind === 'list' && parsed.ids.length > COMMERCE_LIMITS.productsPerSection) errors.products = 'productsPerSection';
  } else if (section.products.length < 1 || section.products.length > COMMERCE_LIMITS.productsPerSection) {
    errors.products = 'productsPerSection';
  }
  return errors;
}

/** Every rule of spec 5.3 over the module's texts and sections. */
export function commerceErrors(texts: CommerceTexts, sections: readonly CommerceSection[]): CommerceErrors {
  const errors: CommerceErrors = { section: {} };
  const multi = isMultiProduct(sections);
  const body = texts.bodyText.trim();
  if (totalProducts(sections) > 1 && !body) errors.bodyText = 'bodyRequired';
  else if (texts.bodyText.length >= COMMERCE_LIMITS.bodyUnder) errors.bodyText = 'bodyTooLong';
  if (!texts.footerText.trim()) errors.footerText = 'footerRequired';
  else if (texts.footerText.length >= COMMERCE_LIMITS.footerUnder) errors.footerText = 'footerTooLong';
  if (multi && !texts.headerText.trim()) errors.headerText = 'headerRequired';
  else if (multi && texts.headerText.length >= COMMERCE_LIMITS.headerUnder) errors.headerText = 'headerTooLong';
  if (texts.action.length >= COMMERCE_LIMITS.buttonUnder) errors.action = 'buttonTooLong';
  if (sections.length < 1) errors.sections = 'sectionsRequired';
  else if (sections.length > COMMERCE_LIMITS.sections) errors.sections = 'sectionsMax';
  else if (totalProducts(sections) > COMMERCE_LIMITS.totalProducts) errors.sections = 'totalProducts';
  sections.forEach((section, index) => {
    const found = sectionErrors(section);
    if (found.title || found.products) errors.section[index] = found;
  });
  return errors;
}

/** The products of a catalog whose name or retailer id contains the search text (case-insensitive). */
export function searchProducts<T extends { name: string; retailer_id: string }>(products: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...products];
  return products.filter((p) => p.name.toLocaleLowerCase().includes(needle) || p.retailer_id.toLocaleLowerCase().includes(needle));
}

/** The section's checklist after ticking or unticking one product. */
export function toggleProduct(section: CommerceSection, retailerId: string, selected: boolean): CommerceSection {
  const others = section.products.filter((p) => p.productRetailerId !== retailerId);
  return { ...section, products: selected ? [...others, { productRetailerId: retailerId }] : others };
}

/** Select all: every listed product (those shown by the search) is ticked, up to the per-section limit. */
export function selectAll(section: CommerceSection, listed: ReadonlyArray<{ retailer_id: string }>): CommerceSection {
  const chosen = new Set(section.products.map((p) => p.productRetailerId));
  const products = [...section.products];
  for (const product of listed) {
    if (products.length >= COMMERCE_LIMITS.productsPerSection) break;
    if (!chosen.has(product.retailer_id)) {
      chosen.add(product.retailer_id);
      products.push({ productRetailerId: product.retailer_id });
    }
  }
  return { ...section, products };
}

/** Unselect all: the listed products are unticked. */
export function unselectAll(section: CommerceSection, listed: ReadonlyArray<{ retailer_id: string }>): CommerceSection {
  const drop = new Set(listed.map((p) => p.retailer_id));
  return { ...section, products: section.products.filter((p) => !drop.has(p.productRetailerId)) };
}

/** Changing the payload type starts the section's products afresh. */
export function withPayloadType(section: CommerceSection, type: PayloadType): CommerceSection {
  return section.type === type ? section : { ...section, type, products: [], productsInParameterForm: '' };
}
