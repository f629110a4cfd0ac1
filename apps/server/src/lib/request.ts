import type { FastifyRequest } from 'fastify';
import { APPLICATION_TYPE_HEADER, APPLICATION_TYPES } from '@portal/contracts/headers';
import type { ApplicationType } from '@portal/contracts/headers';
import type { ClientContext } from './client-context';

const applicationTypeHeader = APPLICATION_TYPE_HEADER.toLowerCase();
const applicationTypes: readonly string[] = Object.values(APPLICATION_TYPES);

/** The request's X-Application-Type when it is one the apps send, else null. */
export function readApplicationType(request: FastifyRequest): ApplicationType | null {
  const value = request.headers[applicationTypeHeader];
  return typeof value === 'string' && applicationTypes.includes(value) ? (value as ApplicationType) : null;
}

/** Enough of a user agent to tell browsers and apps apart, not enough to bloat the log. */
export const USER_AGENT_MAX_LENGTH = 200;

export function readClientContext(request: FastifyRequest): ClientContext {
  const userAgent = request.headers['user-agent'];
  return {
    clientAddress: request.ip || null,
    userAgent: typeof userAgent === 'string' && userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
  };
}
