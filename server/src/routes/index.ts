import type { FastifyPluginAsync } from 'fastify';
import agentRoutes from './agent.ts';
import captchaChallengeRoutes from './captchaChallenge.ts';
import chatRoutes from './chat.ts';
import contentRoutes from './content.ts';
import devRoutes from './dev.ts';
import downloadRoutes from './download.ts';
import inboxRoutes from './inbox.ts';
import inviteRoutes from './invite.ts';
import lobbyNewsChatRoutes from './lobbyNewsChat.ts';
import manualDepositRoutes from './manualDeposits.ts';
import { gamesPlugins } from './gamesPlugins.ts';
import memberRoutes from './member.ts';
import memberSecurityRoutes from './memberSecurity.ts';
import brandRoutes from './brands.ts';
import operatorRoutes from './operators.ts';
import passwordRoutes from './password.ts';
import profileRoutes from './profile.ts';
import registerRoutes from './register.ts';
import responsibleGamingRoutes from './responsibleGaming.ts';
import retentionRoutes from './retention.ts';
import rewardRoutes from './rewards.ts';
import securityQuestionRoutes from './securityQuestions.ts';
import sessionRoutes from './session.ts';
import siteSettingsRoutes from './siteSettings.ts';
import studioRoutes from './studio.ts';
import systemRoutes from './system.ts';
import verificationRoutes from './verification.ts';
import wageringRoutes from './wagering.ts';

/** Every API route plugin, registered in this order by buildApp. Each plugin declares full paths (/wps/...). */
export const routePlugins: FastifyPluginAsync[] = [
  sessionRoutes,
  captchaChallengeRoutes,
  memberRoutes,
  profileRoutes,
  memberSecurityRoutes,
  registerRoutes,
  passwordRoutes,
  securityQuestionRoutes,
  responsibleGamingRoutes,
  verificationRoutes,
  systemRoutes,
  siteSettingsRoutes,
  contentRoutes,
  inboxRoutes,
  chatRoutes,
  lobbyNewsChatRoutes,
  agentRoutes,
  inviteRoutes,
  rewardRoutes,
  retentionRoutes,
  wageringRoutes,
  devRoutes,
  downloadRoutes,
  ...gamesPlugins,
  // The operators' calls (/ops/): accounts, sessions, audit.
  operatorRoutes,
  // Brand publishing (/ops/brands/): revisions, publish, rollback, new brands and hosts.
  brandRoutes,
  // The operator studio's calls (/ops/studio/, brand checks and preview links).
  studioRoutes,
  // Manual bank transfers for operators (/ops/deposits/manual): list, receipt, confirm, reject.
  manualDepositRoutes,
];
