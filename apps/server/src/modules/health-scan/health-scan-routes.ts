import type { FastifyInstance } from 'fastify';
import { ZCreateHealthScanRequest, ZHealthScanResponse, ZListHealthScansResponse } from '@portal/contracts/health-scan';
import { defineRoute } from '../../lib/define-route';
import type { HealthScanService } from './health-scan-service';

const HEALTH_SCANS = { auth: 'member', cacheControl: 'no-store', tags: ['authorization', 'health-scans'] } as const;

/** A reading is a few hundred bytes of numbers and answers: nothing the size of a frame gets in. */
export const HEALTH_SCAN_BODY_LIMIT_BYTES = 4096;

/** The attentive health scan's readings: `/api/authorization/health-scans`. */
export async function healthScanRoutes(app: FastifyInstance, options: { healthScanService: HealthScanService }) {
  const { healthScanService } = options;

  defineRoute(app, {
    ...HEALTH_SCANS,
    method: 'POST',
    url: '/health-scans',
    summary: 'Store a heart-rate reading the app measured on the phone (numbers and answers only, never a frame)',
    description:
      'The app reads the pulse from the camera on the phone and sends only the result: the engine and its ' +
      'version, when the scan started and how long it took, its frames, the heart rate, its quality and ' +
      'signal-to-noise ratio, and the pre-scan answers. Values outside physiological ranges are refused ' +
      '(400); any other field is dropped, and a body over 4 KB is refused (413). 404 where the tenant does not offer the scan.',
    body: ZCreateHealthScanRequest,
    bodyLimit: HEALTH_SCAN_BODY_LIMIT_BYTES,
    response: { 201: ZHealthScanResponse },
    handler: ({ caller, body }) => healthScanService.createHealthScan(caller, body),
  });

  defineRoute(app, {
    ...HEALTH_SCANS,
    method: 'GET',
    url: '/health-scans',
    summary: 'The member’s heart-rate readings, newest first (at most 100)',
    description: '404 where the tenant does not offer the scan.',
    response: { 200: ZListHealthScansResponse },
    handler: ({ caller }) => healthScanService.listHealthScans(caller),
  });
}
