import type { FastifyRequest } from 'fastify';
import { serverKeys } from '../crypto/keys.ts';
import { BodyCryptoError, openLegacyBody } from '../crypto/legacyBody.ts';
import { openModernBody } from '../crypto/modernBody.ts';
import { ApiError } from './envelope.ts';
import { requireMerchant } from './merchant.ts';

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** The API path from /wps or /lgw on, without the query: what the modern scheme binds as additional data. */
function apiPathOf(url: string): string {
  const path = url.split('?')[0];
  const at = path.search(/\/(wps|lgw)\//);
  return at >= 0 ? path.slice(at) : path;
}

/**
 * preValidation hook of the encrypted calls: replaces `{value}` with the decrypted JSON so the call's schema
 * then validates the real payload. Modern scheme when `Encryption-Scheme: oaep-gcm`; legacy when `Encryption`
 * comes alone, only for a brand whose configured scheme (`merchants.encryption_scheme`) is legacy: a modern brand
 * never opens the weak scheme (400 `encryption.scheme.unsupported`). A legacy brand also opens modern bodies, the
 * stronger scheme (no downgrade). A plain body only if the merchant allows plain.
 */
export async function decryptBody(req: FastifyRequest): Promise<void> {
  const merchant = await requireMerchant(req);
  const scheme = header(req, 'encryption-scheme');
  const wrapped = header(req, 'encryption');
  const body = req.body as { value?: unknown } | undefined;
  if (!wrapped) {
    if (merchant.allowPlain) return;
    throw new ApiError(400, 'encryption.required', 'This call needs an encrypted body.');
  }
  const isObj = typeof body === 'object' && body !== null && !Array.isArray(body);
  if (!isObj || typeof body.value !== 'string' || Object.keys(body).length !== 1 || body.value.length > 48_000) {
    throw new ApiError(400, 'encryption.invalid', 'An encrypted body is {"value": "<base64>"}.');
  }
  const keys = await serverKeys(req.server.ctx.db, req.server.ctx.now());
  try {
    if (scheme === 'oaep-gcm') {
      req.body = await openModernBody(keys.oaep, { encryption: wrapped, keyId: header(req, 'encryption-key-id') }, body.value, req.method, apiPathOf(req.url));
    } else if (scheme === undefined || scheme === 'legacy-des') {
      if (merchant.encryptionScheme !== 'legacy-des') {
        throw new ApiError(400, 'encryption.scheme.unsupported', 'This site does not accept the legacy scheme.');
      }
      req.body = openLegacyBody(keys.legacy, { encryption: wrapped, digest: header(req, 'x-digest'), rsa: header(req, 'x-rsa') }, body.value);
    } else {
      throw new ApiError(400, 'encryption.scheme.unsupported', `Unknown Encryption-Scheme: ${scheme.slice(0, 20)}`);
    }
  } catch (err) {
    if (err instanceof BodyCryptoError) throw new ApiError(400, err.errorCode, err.message);
    throw err;
  }
}
