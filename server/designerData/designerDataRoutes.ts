import type { FastifyInstance } from 'fastify';
import { codeWritingRoutes } from '../codeStation/codeWritingRoutes';
import { codeStationEditorRoutes } from '../codeStation/codeStationEditorRoutes';
import { codeStationReportRoutes } from '../codeStation/codeStationReportRoutes';
import type { AppDeps } from '../deps';
import { codeStationRoutes } from './codeStationRoutes';
import { commerceRoutes } from './commerceRoutes';
import { integrationRoutes } from './integrationRoutes';
import { partnerRoutes } from './partnerRoutes';
import { designerProviders, type DesignerProviders } from './providers';
import { tagRoutes } from './tagRoutes';
import { zapierRoutes } from './zapierRoutes';

/**
 * The REST calls of the designer's panels (spec 03 section 7.2) under /bot/api, each scoped to
 * a company the caller is a member of and whose IP allowlist lets them in.
 */
export function designerDataRoutes(app: FastifyInstance, deps: AppDeps, providers: DesignerProviders = designerProviders(deps)): void {
  integrationRoutes(app, deps, providers);
  commerceRoutes(app, deps, providers);
  codeStationRoutes(app, deps);
  codeStationEditorRoutes(app, deps);
  codeWritingRoutes(app, deps);
  codeStationReportRoutes(app, deps);
  partnerRoutes(app, deps, providers);
  zapierRoutes(app, deps, providers);
  tagRoutes(app, deps);
}
