import type { Db } from '../db/connect';
import { insertRows } from './rowStore';
import { createTable, findTable } from './tableStore';

/** The demo company's data station table: a small product list a flow could look prices up in. */
export const DEMO_DATA_TABLE = 'products';

const PRODUCTS = [
  { sku: 'CAKE-01', name: 'Chocolate cake', price: 24.5, in_stock: true, added: '2026-09-01' },
  { sku: 'CAKE-02', name: 'Cheesecake', price: 22, in_stock: true, added: '2026-09-01' },
  { sku: 'BRD-01', name: 'Sourdough loaf', price: 6.8, in_stock: true, added: '2026-09-15' },
  { sku: 'BRD-02', name: 'Rye bread', price: 5.9, in_stock: false, added: '2026-10-02' },
  { sku: 'PST-01', name: 'Croissant', price: 2.4, in_stock: true, added: '2026-10-02' },
  { sku: 'PST-02', name: 'Cinnamon roll', price: 3.1, in_stock: true, added: '2026-10-20' },
  { sku: 'CKE-03', name: 'Lemon tart', price: 18, in_stock: false, added: '2026-11-05' },
  { sku: 'DRK-01', name: 'Fresh orange juice', price: 4, in_stock: true, added: '2026-11-12' },
];

/** Writes the demo company's products table with its rows (first start only, beside the other demo data). */
export async function seedDemoDataTable(db: Db, companyId: string, now: Date): Promise<void> {
  await createTable(
    db,
    companyId,
    {
      name: DEMO_DATA_TABLE,
      columns: [
        { name: 'sku', type: 'text', required: true },
        { name: 'name', type: 'text', required: true },
        { name: 'price', type: 'number', required: false },
        { name: 'in_stock', type: 'boolean', required: false },
        { name: 'added', type: 'date', required: false },
      ],
      keyColumn: 'sku',
    },
    now,
  );
  const table = await findTable(db, companyId, DEMO_DATA_TABLE);
  if (table) await insertRows(db, table, PRODUCTS, now);
}
