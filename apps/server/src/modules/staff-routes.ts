import type { FastifyInstance } from 'fastify';
import type { ActorCache } from '../auth/actor-cache';
import { registerAccountRoutes } from './account/routes';
import { registerAreaRoutes } from './areas/routes';
import { registerPositionRoutes } from './positions/routes';
import { registerMapTileCsp } from './positions/tile-csp';
import { registerSubscriptionRoutes } from './subscriptions/routes';
import { registerTripRoutes } from './trips/routes';
import { registerVesselRoutes } from './vessels/routes';

/** The staff views' modules: trips, vessels, areas, map positions, subscriptions, account sessions. */
export function registerStaffRoutes(app: FastifyInstance, actors: ActorCache) {
  registerTripRoutes(app);
  registerVesselRoutes(app);
  registerAreaRoutes(app);
  registerPositionRoutes(app);
  registerMapTileCsp(app);
  registerSubscriptionRoutes(app);
  registerAccountRoutes(app, actors);
}
