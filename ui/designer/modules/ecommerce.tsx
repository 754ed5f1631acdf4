import { EcommercePanel } from '../panels/more/EcommercePanel';
import type { ModulePanel } from '../panels/types';

/** ECOMMERCE (services/contracts/modules/ecommerce.ts): the side menu shows the e-commerce panel. */
export const ecommercePanel: ModulePanel<'ECOMMERCE'> = EcommercePanel;
