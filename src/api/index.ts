/** The front end's platform client (framework-free): client, errors, typed calls per area, encryption. */
export { createApiClient, type ApiClient, type ApiClientOptions, type ApiRequestOptions } from './client.ts';
export { ApiError, ERROR_CODES } from './errors.ts';
export { flattenWhitelabel } from './whitelabel.ts';
export * as sessionCalls from './calls/session.ts';
export * as memberCalls from './calls/member.ts';
export * as verificationCalls from './calls/verification.ts';
export * as systemCalls from './calls/system.ts';
export * as contentCalls from './calls/content.ts';
export * as agentCalls from './calls/agent.ts';
export type { EncryptionScheme } from './encryption/index.ts';
