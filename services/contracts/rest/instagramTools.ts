import { iceBreakersAnswer, iceBreakersBody, instagramUsernameAnswer, persistentMenuAnswer, persistentMenuBody } from '../channels/instagramTools';
import { pathParams, type RestContracts } from './contract';

/**
 * The Instagram tools of an Instagram channel (spec 02 section 7): its persistent menu, its ice
 * breakers (DELETE when the list is emptied) and its account's username for the direct link,
 * each read from and written to Instagram with the channel's page token.
 */
export const instagramToolRoutes = {
  'GET /incoming/instagram/:id': { params: pathParams('id'), answer: persistentMenuAnswer },
  'POST /incoming/instagram/:id': { params: pathParams('id'), body: persistentMenuBody, answer: persistentMenuAnswer },
  'GET /incoming/instagram/icebreaker/:id': { params: pathParams('id'), answer: iceBreakersAnswer },
  'POST /incoming/instagram/icebreaker/:id': { params: pathParams('id'), body: iceBreakersBody, answer: iceBreakersAnswer },
  'DELETE /incoming/instagram/icebreaker/:id': { params: pathParams('id'), answer: iceBreakersAnswer },
  'GET /incoming/instagram/username/:id': { params: pathParams('id'), answer: instagramUsernameAnswer },
} as const satisfies RestContracts;
