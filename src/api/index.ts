/** The front end's platform client (framework-free): every call by name, errors, encryption, whitelabel flags. */
export { createApiClient, type ApiClient, type ApiClientOptions } from './client.ts';
export { ApiError } from './errors.ts';
export { newIdempotencyKey } from '../core/idempotencyKey.ts';
export { flattenWhitelabel } from './whitelabel.ts';
