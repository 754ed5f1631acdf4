import type { ZapTemplate } from '../../../services/contracts/designerResources';
import type { Db } from '../../db/connect';
import { sandboxRecord, sandboxRecords } from '../../designerData/sandboxRecords';
import type { ZapierProvider } from './provider';

/** Sandbox record kinds: zaps per company id (key = zap id, data = { name, hookUrl }), templates in the one scope ''. */
export const ZAPIER_ZAP_KIND = 'zapier.zap';
export const ZAPIER_TEMPLATE_KIND = 'zapier.template';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Zapier without Zapier: the zaps and templates the sandbox holds, in Zapier's answer shapes. */
export function sandboxZapier(db: Db): ZapierProvider {
  return {
    async zaps(companyId) {
      const records = await sandboxRecords(db, ZAPIER_ZAP_KIND, companyId);
      return records.map((record) => ({ id: record.key, name: text(record.data['name']) }));
    },
    async hookUrl(companyId, zapId) {
      const record = await sandboxRecord(db, ZAPIER_ZAP_KIND, companyId, zapId);
      const url = text(record?.data['hookUrl']);
      return url || null;
    },
    async templates() {
      const records = await sandboxRecords(db, ZAPIER_TEMPLATE_KIND, '');
      return records.map((record): ZapTemplate => ({
        slug: record.key,
        title: text(record.data['title']),
        description_plain: text(record.data['description_plain']),
        url: text(record.data['url']),
        create_url: text(record.data['create_url']),
        status: text(record.data['status']),
      }));
    },
  };
}
