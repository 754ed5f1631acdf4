import { templateChoice } from '../../../machines/channels/forms/whatsappCloudTemplate';
import type { WhatsappTemplateChoice } from '../../../services/contracts/channels/whatsappCloudSettings';
import type { SelectOption } from '../../kit/SelectField';

/**
 * The options of a template select: `first` (no template, or the channel's default), then the
 * approved templates; a stored choice no longer among them stays shown, so saving keeps it or the
 * admin picks another.
 */
export function templateOptions(templates: readonly WhatsappTemplateChoice[], value: string, first: SelectOption): SelectOption[] {
  const listed = templates.map((template) => ({ id: templateChoice(template), label: `${template.name} (${template.language})` }));
  const kept = value !== first.id && !listed.some((option) => option.id === value) ? [{ id: value, label: value.replace('|', ' ') }] : [];
  return [first, ...listed, ...kept];
}
