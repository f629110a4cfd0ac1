import type { FastifyInstance } from 'fastify';
import { ZDeviceResponse, ZDeviceTokenParams, ZRegisterDeviceRequest } from '@portal/contracts/devices';
import { defineRoute } from '../../lib/define-route';
import type { DevicesService } from './devices-service';

const DEVICES = { auth: 'member', cacheControl: 'no-store', tags: ['authorization', 'devices'] } as const;

/** The native shell's push registration: `/api/authorization/devices`. */
export async function devicesRoutes(app: FastifyInstance, options: { devicesService: DevicesService }) {
  const { devicesService } = options;

  defineRoute(app, {
    ...DEVICES,
    method: 'POST',
    url: '/devices',
    summary: 'Register this phone for push notifications (again: refreshed, never a second row)',
    description:
      'The native shell calls it at start once push permission is granted, and whenever the platform hands ' +
      'out a new token. 201 when the token is new to the member (a token another member held moves to the ' +
      'caller), 200 when the member had registered it already.',
    body: ZRegisterDeviceRequest,
    response: { 200: ZDeviceResponse, 201: ZDeviceResponse },
    handler: async ({ caller, body }, _request, reply) => {
      const { device, created } = await devicesService.registerDevice(caller, body);
      if (created) reply.code(201);
      return device;
    },
  });

  defineRoute(app, {
    ...DEVICES,
    method: 'DELETE',
    url: '/devices/:token',
    summary: 'Stop push notifications to this phone (sign-out); 204 for a token not registered too',
    params: ZDeviceTokenParams,
    response: { 204: null },
    handler: ({ caller, params }) => devicesService.removeDevice(caller, params.token),
  });
}
