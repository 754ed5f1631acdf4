import { z } from 'zod';
import { moduleSettings } from './common';
import { oneOf, PARAMETER, textUnder, textUpTo } from './fields';

/**
 * COMMERCE, 'Commerce Manager' (spec 03 sections 2.14, 3.2, 5.3, 9): a WhatsApp product
 * message with sections of catalog products. 'No Stock Connection' is the connection
 * { optionID: 'noStock' }. Which texts are required depends on the products; that is the
 * save check's part, the limits are checked here.
 */
export const COMMERCE_LIMITS = {
  sections: 10,
  productsPerSection: 10,
  totalProducts: 30,
  sectionTitle: 24,
  bodyUnder: 1024,
  footerUnder: 60,
  headerUnder: 60,
  buttonUnder: 20,
} as const;
export const PAYLOAD_TYPES = ['DESIGN', 'PARAMETER'] as const;

/** A product retailer id as typed in a parameter-form section: no spaces, commas or '#'. */
export const PRODUCT_NUMBER = /^[^\s,#]+$/;
const PARAMETER_PRODUCTS = 'Enter product numbers separated by commas, or one parameter such as #PRODUCTS.';
const PER_SECTION = `A section can offer at most ${COMMERCE_LIMITS.productsPerSection} products.`;

/** The products a parameter-form section names: a list of ids, one placeholder (counted as one), or nothing readable. */
export function parameterProductCount(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return 0;
  if (PARAMETER.test(trimmed)) return 1;
  const ids = trimmed.split(',').map((part) => part.trim());
  return ids.every((id) => PRODUCT_NUMBER.test(id)) ? ids.length : null;
}

export const commerceSection = z
  .looseObject({
    title: textUpTo(COMMERCE_LIMITS.sectionTitle, `A section title is at most ${COMMERCE_LIMITS.sectionTitle} characters.`).optional(),
    type: oneOf(PAYLOAD_TYPES, 'The section type is DESIGN or PARAMETER.').optional(),
    products: z
      .array(z.looseObject({ productRetailerId: z.string() }))
      .max(COMMERCE_LIMITS.productsPerSection, PER_SECTION)
      .optional(),
    /** Product retailer ids separated by commas, or one #parameter. */
    productsInParameterForm: z.string().optional(),
  })
  .superRefine((section, ctx) => {
    const count = parameterProductCount(section.productsInParameterForm ?? '');
    if (count === null) ctx.addIssue({ code: 'custom', path: ['productsInParameterForm'], message: PARAMETER_PRODUCTS });
    else if (count > COMMERCE_LIMITS.productsPerSection) ctx.addIssue({ code: 'custom', path: ['productsInParameterForm'], message: PER_SECTION });
  });
export type CommerceSection = z.infer<typeof commerceSection>;

/** How many products a section offers (by its type; a placeholder counts as one). */
function productCount(section: CommerceSection): number {
  if (section.type === 'PARAMETER') return parameterProductCount(section.productsInParameterForm ?? '') ?? 0;
  return section.products?.length ?? 0;
}

export const commerceSettings = moduleSettings({
  integrationId: z.string().optional(),
  catalogId: z.string().optional(),
  bodyText: textUnder(COMMERCE_LIMITS.bodyUnder, `Body text must be shorter than ${COMMERCE_LIMITS.bodyUnder} characters.`).optional(),
  footerText: textUnder(COMMERCE_LIMITS.footerUnder, `Footer text must be shorter than ${COMMERCE_LIMITS.footerUnder} characters.`).optional(),
  headerText: textUnder(COMMERCE_LIMITS.headerUnder, `Header text must be shorter than ${COMMERCE_LIMITS.headerUnder} characters.`).optional(),
  /** The button text (View / View items when empty). */
  action: textUnder(COMMERCE_LIMITS.buttonUnder, `Button text must be shorter than ${COMMERCE_LIMITS.buttonUnder} characters.`).optional(),
  payloads: z
    .array(commerceSection)
    .max(COMMERCE_LIMITS.sections, 'A maximum of 10 sections can be added')
    .superRefine((sections, ctx) => {
      const total = sections.reduce((sum, section) => sum + productCount(section), 0);
      if (total > COMMERCE_LIMITS.totalProducts) ctx.addIssue({ code: 'custom', message: `A message can offer at most ${COMMERCE_LIMITS.totalProducts} products in total.` });
    })
    .optional(),
});
export type CommerceSettings = z.infer<typeof commerceSettings>;
