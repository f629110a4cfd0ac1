import type { FastifyRequest } from 'fastify';
import { APPLICATION_TYPE_HEADER, APPLICATION_TYPES } from '@portal/contracts/headers';
import type { ApplicationType } from '@portal/contracts/headers';

const applicationTypeHeader = APPLICATION_TYPE_HEADER.toLowerCase();
const applicationTypes: readonly string[] = Object.values(APPLICATION_TYPES);

/** The request's X-Application-Type when it is one the apps send, else null. */
export function readApplicationType(request: FastifyRequest): ApplicationType | null {
  const value = request.headers[applicationTypeHeader];
  return typeof value === 'string' && applicationTypes.includes(value) ? (value as ApplicationType) : null;
}
