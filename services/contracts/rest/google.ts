import { z } from 'zod';

/**
 * GET /auth/google/callback?code=&state= (Google's OAuth 2 redirect): a missing or malformed
 * pair sends the browser to the error page, as a refused sign-in does.
 */
export const googleCallbackQuery = z.object({ code: z.string().min(1).max(2048), state: z.string().min(1).max(512) });
