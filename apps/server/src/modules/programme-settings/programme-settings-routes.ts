import type { FastifyInstance } from 'fastify';
import {
  PROGRAMME_SETTINGS_MESSAGES,
  ZAdminSupportLineResponse,
  ZUpdateSupportLineRequest,
} from '@portal/contracts/programme-settings';
import { defineRoute } from '../../lib/define-route';
import { readClientContext } from '../../lib/request';
import type { ProgrammeSettingsService } from './programme-settings-service';

const TAGS = ['authorization', 'admin', 'programme-settings'];

export async function programmeSettingsRoutes(
  app: FastifyInstance,
  options: { programmeSettingsService: ProgrammeSettingsService },
) {
  const { programmeSettingsService } = options;

  defineRoute(app, {
    method: 'GET',
    url: '/admin/support-line',
    auth: 'admin',
    forbiddenMessage: PROGRAMME_SETTINGS_MESSAGES.adminsOnly,
    tags: TAGS,
    summary: 'The programme’s support line: the one members see, the brand’s, and whether it is the brand’s',
    response: { 200: ZAdminSupportLineResponse },
    handler: ({ caller }) => programmeSettingsService.getAdminSupportLine(caller),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/admin/support-line',
    auth: 'admin',
    forbiddenMessage: PROGRAMME_SETTINGS_MESSAGES.adminsOnly,
    tags: TAGS,
    summary: 'Set the programme’s support line (phone and hours in each language), or null for the brand’s',
    body: ZUpdateSupportLineRequest,
    response: { 200: ZAdminSupportLineResponse },
    handler: ({ caller, body }, request) =>
      programmeSettingsService.updateSupportLine(caller, { request: body, context: readClientContext(request) }),
  });
}
