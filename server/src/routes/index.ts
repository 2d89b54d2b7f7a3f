import type { FastifyPluginAsync } from 'fastify';
import agentRoutes from './agent.ts';
import contentRoutes from './content.ts';
import devRoutes from './dev.ts';
import { gamesPlugins } from './gamesPlugins.ts';
import memberRoutes from './member.ts';
import sessionRoutes from './session.ts';
import systemRoutes from './system.ts';
import verificationRoutes from './verification.ts';

/** Every API route plugin, registered in this order by buildApp. Each plugin declares full paths (/wps/...). */
export const routePlugins: FastifyPluginAsync[] = [
  sessionRoutes,
  memberRoutes,
  verificationRoutes,
  systemRoutes,
  contentRoutes,
  agentRoutes,
  devRoutes,
  ...gamesPlugins,
];
