import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, preValidationHookHandler } from 'fastify';
import type { ApiCallSpec } from '../../../src/generated/api-catalog.ts';
import { apiCalls, type ApiCallName, type ApiCalls } from '../../../src/generated/api/calls.ts';
import { operatorCalls, type OperatorCallName, type OperatorCalls } from '../../../src/generated/api/operatorCalls.ts';
import { decryptBody } from './encryptedBody.ts';
import { ApiError, type Envelope } from './envelope.ts';
import { requestSchema } from './validation.ts';

/** Every call the server answers: the players' (the platform's) and the operators' (under /ops/). */
type AllCalls = ApiCalls & OperatorCalls;
export type AnyCallName = ApiCallName | OperatorCallName;
const allCalls: Record<AnyCallName, Omit<ApiCallSpec, 'summary'>> = { ...apiCalls, ...operatorCalls };

/** A call's request as its schema types it (validated before the handler runs). */
type CallRequestOf<N extends AnyCallName> = AllCalls[N]['request'];

/** What a call's handler answers: the envelope with the call's response type, or a reply it sent itself. */
type CallAnswer<N extends AnyCallName> = Envelope<AllCalls[N]['response']> | FastifyReply;

export type CallHandler<N extends AnyCallName> = (input: CallRequestOf<N>, req: FastifyRequest, reply: FastifyReply) => Promise<CallAnswer<N>>;

export interface CallRouteOptions {
  /** Runs before validation (e.g. a body that may come as the query string). */
  preValidation?: preValidationHookHandler;
  /** A larger body than the server's default (operators push whole brand overlays). */
  bodyLimit?: number;
}

/**
 * Every call's body is an object: a JSON `null`, an array or a bare value is a client mistake (400
 * `validation.failed`), refused before decryption or a handler reads fields of it. No body at all stays allowed
 * (the JSON parser reads an empty body as none; the schemas decide whether fields are required).
 */
const objectBody: preValidationHookHandler = async (req) => {
  const body: unknown = req.body;
  if (body === undefined) return;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'validation.failed', 'The request body must be a JSON object.');
  }
};

/**
 * Registers one platform call from the catalog (schemas/api/catalog.json): its path, its method and the other
 * methods the platform's clients send, request validation with its schema, and the decryption of encrypted
 * bodies. The handler gets the validated input and must answer the call's response type, so the server and the
 * app share one contract. GET reads the query; other methods the body (a GET call sent as POST, like launchGame,
 * merges the query and the body).
 */
export function callRoute<N extends AnyCallName>(app: FastifyInstance, name: N, handler: CallHandler<N>, options: CallRouteOptions = {}): void {
  const spec: Omit<ApiCallSpec, 'summary'> = allCalls[name];
  const schema = requestSchema(name);
  // objectBody again after decryption: the decrypted payload must be an object too.
  const hooks = [objectBody, ...(spec.body === 'encrypted' ? [decryptBody, objectBody] : []), ...(options.preValidation ? [options.preValidation] : [])];
  for (const method of [spec.method, ...(spec.alsoAccepts ?? [])]) {
    const fromQuery = method === 'GET';
    const both = !fromQuery && spec.method === 'GET';
    const routeSchema: FastifySchema = fromQuery ? { querystring: schema } : both ? { querystring: schema, body: schema } : { body: schema };
    app.route({
      method,
      url: spec.path,
      schema: routeSchema,
      ...(hooks.length ? { preValidation: hooks } : {}),
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      handler: (req, reply) => {
        const query = req.query as CallRequestOf<N>;
        const body = (req.body ?? {}) as CallRequestOf<N>;
        return handler(fromQuery ? query : both ? { ...query, ...body } : body, req, reply);
      },
    });
  }
}

/** The path of a call, for the few places that need it outside a route (logs, rate-limit keys). */
export const callPath = (name: AnyCallName): string => allCalls[name].path;
