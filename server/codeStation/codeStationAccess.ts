import type { FastifyRequest } from 'fastify';
import { requireDesignerAccess } from '../bots/botAccess';
import type { AppDeps } from '../deps';
import { asHttpError, companyIdOf, requestContext } from '../designerData/companyScope';
import { HttpError } from '../http/errors';

export const codeStationMessages = {
  cannotWrite: "You don't have permission to change the company's code blocks.",
};

/** A member of the request's company who may change its code blocks: any designer role but VIEWER. */
export async function companyWriter(deps: AppDeps, request: FastifyRequest) {
  const context = await requestContext(deps, request);
  const companyId = companyIdOf(request);
  let granted;
  try {
    granted = await requireDesignerAccess(context, companyId);
  } catch (error) {
    throw asHttpError(error);
  }
  if (granted.level === 'VIEWER') throw new HttpError(403, codeStationMessages.cannotWrite);
  return granted.access;
}
