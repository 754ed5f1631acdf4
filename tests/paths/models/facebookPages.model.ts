import type { PagesFormContext } from '../../../machines/channels/forms/pagesForm';
import { facebookPagesMachine } from '../../../machines/channels/forms/facebookPages.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { pagesCreateScenario, pagesUpdateScenarios, pagesView } from './pagesForms';

export const facebookPagesModel: CatalogueEntry = {
  machine: facebookPagesMachine,
  appActions: ['notifySaved'],
  scenarios: [pagesCreateScenario('facebook'), ...pagesUpdateScenarios('facebook')],
  serialize: serializeWith(({ context }) => pagesView(context as PagesFormContext)),
};
