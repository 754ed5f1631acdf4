import { pagesFormMachine } from './pagesForm';

/** Facebook pages (spec 02 section 4): log in, choose pages, one channel per page; on update the handover receiver and reconnect. */
export const facebookPagesMachine = pagesFormMachine('facebook');
