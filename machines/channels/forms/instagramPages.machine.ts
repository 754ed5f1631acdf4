import { pagesFormMachine } from './pagesForm';

/** Instagram accounts through their Facebook pages (spec 02 section 4): as Facebook, and a page without an Instagram business account is refused by the server. */
export const instagramPagesMachine = pagesFormMachine('instagram');
