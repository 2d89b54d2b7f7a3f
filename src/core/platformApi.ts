/**
 * The platform calls the app's actions and data sources use, grouped by area. Built in src/app from the
 * framework-free client in src/api (see createPlatformApi), replaced by fixtures in tests and the screen matrix.
 */
export interface PlatformApi {
  /** Raw typed call: GET or other method on a platform path, answering the envelope's value. */
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: { query?: Record<string, unknown>; body?: unknown }): Promise<T>;
}
