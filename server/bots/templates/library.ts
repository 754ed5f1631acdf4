import type { Db } from '../../db/connect';
import { appointmentTemplate } from './appointment';
import { dialogflowFaqTemplate } from './dialogflowFaq';
import { faqTemplate } from './faq';
import { leadCaptureTemplate } from './leadCapture';
import { orderStatusTemplate } from './orderStatus';
import { satisfactionTemplate } from './satisfaction';
import type { BotTemplate } from './template';

export const TEMPLATE_LIBRARY: readonly BotTemplate[] = [faqTemplate, leadCaptureTemplate, orderStatusTemplate, appointmentTemplate, satisfactionTemplate, dialogflowFaqTemplate];

/** Writes the library into bot_templates (by fixed ids): running it again updates, never duplicates. */
export async function seedTemplates(db: Db): Promise<void> {
  for (const template of TEMPLATE_LIBRARY) {
    const values = {
      name: template.name,
      description: template.description,
      specialization: template.specialization,
      ai_bot: template.aiBot,
      ai_id: template.aiId ?? null,
      flow: JSON.stringify(template.flow),
    };
    await db
      .insertInto('bot_templates')
      .values({ id: template.id, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  }
}
