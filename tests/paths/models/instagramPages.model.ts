import type { PagesFormContext } from '../../../machines/channels/forms/pagesForm';
import { instagramPagesMachine } from '../../../machines/channels/forms/instagramPages.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { pagesCreateScenario, pagesUpdateScenarios, pagesView } from './pagesForms';

export const instagramPagesModel: CatalogueEntry = {
  machine: instagramPagesMachine,
  appActions: ['notifySaved'],
  scenarios: [pagesCreateScenario('instagram'), ...pagesUpdateScenarios('instagram')],
  serialize: serializeWith(({ context }) => pagesView(context as PagesFormContext)),
};
