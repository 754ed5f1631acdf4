import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps';
import { deskApi } from './deskApi';
import { deskOperatorRoutes } from './deskOperatorRoutes';
import { deskState } from './deskState';

/**
 * The agent desk of the customer-service suite sandbox (developer mode), under /sandbox/suite:
 * the handover calls of the suite's protocol (docs/channels-suite.md) and the operator's desk
 * page at /sandbox/suite/desk, where an agent takes the handed-over conversations of a pool,
 * replies and closes them.
 */
export function suiteDeskSandbox(app: FastifyInstance, deps: AppDeps): void {
  const state = deskState();
  deskApi(app, deps, state);
  deskOperatorRoutes(app, state);
}
