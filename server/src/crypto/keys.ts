import { createHash, createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { Queryable } from '../db/index.ts';

/** The server's two RSA key pairs: legacy (raw RSA, platform compatibility) and OAEP (modern scheme). */
export interface ServerKeys {
  legacy: { keyId: string; modulusHex: string; privateKey: KeyObject };
  oaep: { keyId: string; spkiBase64: string; privatePem: string };
}

interface KeyRow {
  kind: string;
  key_id: string;
  private_pem: string;
  public_data: string;
}

function makePair(kind: 'legacy-rsa' | 'oaep-rsa', now: number): { kind: string; key_id: string; private_pem: string; public_data: string; now: number } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  const jwk = publicKey.export({ format: 'jwk' });
  const modulusHex = Buffer.from(String(jwk.n), 'base64url').toString('hex');
  const publicData = kind === 'legacy-rsa' ? modulusHex : spki.toString('base64');
  return {
    kind,
    key_id: createHash('sha256').update(publicData).digest('hex').slice(0, 16),
    private_pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    public_data: publicData,
    now,
  };
}

const cache = new WeakMap<Queryable, Promise<ServerKeys>>();

async function load(db: Queryable, now: number): Promise<ServerKeys> {
  for (const kind of ['legacy-rsa', 'oaep-rsa'] as const) {
    const have = await db.query('SELECT 1 FROM server_keys WHERE kind = $1', [kind]);
    if (have.length > 0) continue;
    const k = makePair(kind, now);
    // Two processes starting together: the first insert wins, both then read the same row.
    await db.query('INSERT INTO server_keys (kind, key_id, private_pem, public_data, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (kind) DO NOTHING', [
      k.kind,
      k.key_id,
      k.private_pem,
      k.public_data,
      now,
    ]);
  }
  const rows = await db.query<KeyRow>('SELECT kind, key_id, private_pem, public_data FROM server_keys');
  const by = new Map(rows.map((r) => [r.kind, r]));
  const legacy = by.get('legacy-rsa');
  const oaep = by.get('oaep-rsa');
  if (!legacy || !oaep) throw new Error('server_keys incomplete');
  return {
    legacy: { keyId: legacy.key_id, modulusHex: legacy.public_data, privateKey: createPrivateKey(legacy.private_pem) },
    oaep: { keyId: oaep.key_id, spkiBase64: oaep.public_data, privatePem: oaep.private_pem },
  };
}

/** The key pairs, made and stored on first use so every process sharing the database uses the same ones. */
export function serverKeys(db: Queryable, now: number): Promise<ServerKeys> {
  let p = cache.get(db);
  if (!p) {
    p = load(db, now).catch((e: unknown) => {
      cache.delete(db);
      throw e;
    });
    cache.set(db, p);
  }
  return p;
}
