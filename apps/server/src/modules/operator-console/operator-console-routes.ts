import type { FastifyInstance } from 'fastify';
import {
  OPERATOR_CONSOLE_MESSAGES,
  ZBaseThemeResponse,
  ZBrandArtworkUpload,
  ZCreateProgrammeRequest,
  ZOperatorProgramme,
  ZOperatorProgrammeList,
  ZProgrammeKeyParams,
  ZReplaceProgrammeHostsRequest,
  ZUpdateProgrammeRequest,
} from '@portal/contracts/operator-console';
import { defineRoute } from '../../lib/define-route';
import { readClientContext } from '../../lib/request';
import type { OperatorConsoleService } from './operator-console-service';

/**
 * The operator console (`/api/operator-console`): only on OPERATOR_HOST, only to operators signed in with
 * two steps (`platform-operator`); each change asks for a recent second factor and is audited.
 */
export async function operatorConsoleRoutes(
  app: FastifyInstance,
  options: { operatorConsole: OperatorConsoleService },
) {
  const { operatorConsole } = options;
  const common = {
    auth: 'platform-operator',
    tags: ['operator-console'],
    forbiddenMessage: OPERATOR_CONSOLE_MESSAGES.operatorsOnly,
  } as const;
  const keyParams = { params: ZProgrammeKeyParams, paramsNotFound: OPERATOR_CONSOLE_MESSAGES.notFound } as const;

  defineRoute(app, {
    ...common,
    method: 'GET',
    url: '/programmes',
    summary: 'Every programme, with how it is doing',
    description: 'Members, members who signed in this month, whether its emails have their own sender, last sign-in.',
    response: { 200: ZOperatorProgrammeList },
    handler: async ({ caller }) => ({ programmes: await operatorConsole.listProgrammes(caller) }),
  });

  defineRoute(app, {
    ...common,
    method: 'POST',
    url: '/programmes',
    summary: 'Create a programme and invite its first admin',
    description:
      'Its name, key, hosts (each refused when another programme has it, naming that programme), two colours ' +
      '(refused with the ratio when text on them would miss WCAG AA), logo, programmes offered, languages, ' +
      'support and sender; all of it is written or none. Needs a recent second factor.',
    body: ZCreateProgrammeRequest,
    response: { 201: ZOperatorProgramme },
    handler: ({ caller, body }, request) => operatorConsole.createProgramme(caller, body, readClientContext(request)),
  });

  defineRoute(app, {
    ...common,
    ...keyParams,
    method: 'GET',
    url: '/programmes/:key',
    summary: 'One programme as the console edits it',
    response: { 200: ZOperatorProgramme },
    handler: ({ caller, params }) => operatorConsole.getProgramme(caller, params.key),
  });

  defineRoute(app, {
    ...common,
    ...keyParams,
    method: 'PATCH',
    url: '/programmes/:key',
    summary: 'Change a programme’s name, colours, programmes, languages, support or sender',
    body: ZUpdateProgrammeRequest,
    response: { 200: ZOperatorProgramme },
    handler: ({ caller, params, body }, request) =>
      operatorConsole.updateProgramme(caller, params.key, body, readClientContext(request)),
  });

  for (const kind of ['logo', 'favicon'] as const) {
    defineRoute(app, {
      ...common,
      ...keyParams,
      method: 'PUT',
      url: `/programmes/:key/${kind}`,
      summary: `Replace a programme’s ${kind}`,
      description:
        'PNG, JPEG, WebP, GIF or SVG (without script), at most 512 KB; re-encoded and served under a new name.',
      body: ZBrandArtworkUpload,
      response: { 200: ZOperatorProgramme },
      handler: ({ caller, params, body }, request) =>
        operatorConsole.replaceArtwork(caller, params.key, kind, body, readClientContext(request)),
    });
  }

  defineRoute(app, {
    ...common,
    ...keyParams,
    method: 'PUT',
    url: '/programmes/:key/hosts',
    summary: 'Replace the host names a programme answers on',
    description:
      'Each refused, naming the programme, when another programme has it; a programme without host rules ' +
      'keeps one at least. Every instance answers on the new hosts within seconds.',
    body: ZReplaceProgrammeHostsRequest,
    response: { 200: ZOperatorProgramme },
    handler: ({ caller, params, body }, request) =>
      operatorConsole.replaceHosts(caller, params.key, body.hosts, readClientContext(request)),
  });

  for (const [method, suspended] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    defineRoute(app, {
      ...common,
      ...keyParams,
      method,
      url: '/programmes/:key/suspension',
      summary: suspended ? 'Suspend a programme' : 'Resume a suspended programme',
      description: suspended
        ? 'Its members and admins see a suspension page and cannot sign in; nothing is deleted.'
        : 'Everything is as it was before the suspension.',
      response: { 200: ZOperatorProgramme },
      handler: ({ caller, params }, request) =>
        operatorConsole.setSuspended(caller, params.key, suspended, readClientContext(request)),
    });
  }

  for (const [method, scheduled] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    defineRoute(app, {
      ...common,
      ...keyParams,
      method,
      url: '/programmes/:key/deletion',
      summary: scheduled ? 'Schedule a programme’s deletion' : 'Cancel a programme’s scheduled deletion',
      description: scheduled
        ? 'The programme is suspended at once; after the grace its data is exported and then all of it removed.'
        : 'The programme stays suspended until it is resumed.',
      response: { 200: ZOperatorProgramme },
      handler: ({ caller, params }, request) =>
        operatorConsole.setDeletionScheduled(caller, params.key, scheduled, readClientContext(request)),
    });
  }

  defineRoute(app, {
    ...common,
    method: 'GET',
    url: '/base-theme',
    summary: 'The theme a new programme’s two colours are set into',
    response: { 200: ZBaseThemeResponse },
    handler: () => ({ theme: operatorConsole.baseTheme() }),
  });
}
