import type { FastifyRequest } from 'fastify';
import { requireSession, type Session } from '../http/auth.ts';
import { ApiError } from '../http/envelope.ts';

/** Money calls need a real account: free-play (type 4) sessions are refused. */
export async function requireRealMember(req: FastifyRequest): Promise<Session> {
  const s = await requireSession(req);
  if (s.type === 4) throw new ApiError(403, 'free_reject', 'Please log in with a real account to use this function.');
  return s;
}
