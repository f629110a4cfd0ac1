import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPlaceholders } from '@portal/contracts/localize-message';
import { isSentenceLike, listSourceFiles, readSourceStrings } from '@portal/contracts/test-support/source-messages';
import { FORGOT_PASSWORD_RATE_LIMITS } from '../modules/identity/recovery/password-recovery-routes';
import { createTestApp } from '../test/create-test-app';
import type { TestApp } from '../test/create-test-app';
import { readCatalog } from './catalogs';
import { readTextCalls } from './test-support/source-texts';
import { translateMessage } from './translate';

/** The server's own answers' Spanish: locales/es/server-messages.po. */
const SERVER_MESSAGES_ES = readCatalog('server-messages', 'es');

const SERVER_SOURCE = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Source that never writes an error answer's message, each with why. */
const SKIPPED_FILES: readonly [RegExp, string][] = [
  [
    /^(cli|commands|config)\.ts$|^db\/|^lib\/configuration-gaps\.ts$/,
    'the command line and start-up: for the operator, in English',
  ],
  [/^modules\/documents\/default-documents\.ts$/, 'default documents: written in each language there'],
  [/^modules\/questionnaires?\//, 'the questionnaire service writes its messages in the request’s language itself'],
  [/^modules\/api-docs\//, 'the API reference, in English'],
  [/^modules\/provisioning\/|^modules\/content\/demo-content\.ts$/, 'demo data'],
  [/^modules\/partner-programmes\/demo-programme-pages\.ts$/, 'demo data: written in each language there'],
  [/^modules\/web\/first-paint-shells\.ts$/, 'the web app’s first paint, translated with the web app'],
  [
    /^modules\/partner-sign-on\/ally-health-sandbox-page\.ts$/,
    'the partner sandbox’s page: written in each language there',
  ],
  [
    /^modules\/news\/(remote-news-client|demo-announcements)\.ts$/,
    'the news feed’s failures are logged, never answered; demo news is written in each language there',
  ],
  [
    /^modules\/clinic-library\/(condition-files|medlineplus-import|medlineplus-command|remote-clinic-provider)\.ts$/,
    'clinic library content (attributions written in each language there, or the source’s own) and the import command',
  ],
  [/^modules\/media\/(heic-decoder|reencode-image)\.ts$|^modules\/media\/storage\//, 'internal errors, mapped'],
  [/^plugins\/metrics\.ts$/, 'the metrics’ help texts: for operators, in English'],
  [/^i18n\//, 'the catalogs’ own code'],
];
/** Calls whose text is a log line or an internal error, never an answer. */
const SKIPPED_CALLEES = new Set([
  'Error',
  'RangeError',
  'TypeError',
  'UsageError',
  'MailerConfigError',
  'PushConfigError',
  'HeicDecodeError',
  'log',
  'info',
  'warn',
  'error',
  'debug',
  'print',
]);
/** Route documentation (OpenAPI), in English. */
const SKIPPED_PROPERTIES = new Set(['summary', 'description']);

/** Placeholders (`{field}`) and template values (`${field}`) alike, for comparing shapes. */
function shapeOf(text: string): string {
  return text.replace(/\{[A-Za-z]\w*\}/g, '{}');
}

function collectServerMessages() {
  const found: { where: string; sample: string; shape: string }[] = [];
  for (const file of listSourceFiles(SERVER_SOURCE, { recursive: true })) {
    if (file.includes(`${SERVER_SOURCE}/test/`)) continue;
    // What the server composes through `t` has its own catalogs (catalogs.test.ts).
    const texts = new Set(readTextCalls(file, SERVER_SOURCE).calls.map((call) => call.message));
    for (const literal of readSourceStrings(file, SERVER_SOURCE)) {
      if (SKIPPED_FILES.some(([pattern]) => pattern.test(literal.file))) continue;
      if (literal.expressions.length === 0 && texts.has(literal.text)) continue;
      if (literal.callee && SKIPPED_CALLEES.has(literal.callee)) continue;
      if (literal.property && SKIPPED_PROPERTIES.has(literal.property)) continue;
      if (!isSentenceLike(literal.parts.join('{}'))) continue;
      // Each `${…}` becomes a value the way a request would fill it.
      const sample = literal.parts.reduce((text, part, index) => `${text}value${index}${part}`);
      found.push({ where: `${literal.file}:${literal.line}`, sample, shape: shapeOf(literal.parts.join('{}')) });
    }
  }
  return found;
}

describe('the server’s messages in Spanish', () => {
  const messages = collectServerMessages();

  it('finds the messages it checks (the scan works)', () => {
    const samples = messages.map((message) => message.sample);
    expect(samples).toContain('Sign in to continue.');
    expect(samples).toContain('There is nothing at value1 value2.');
    expect(samples).toContain('You can add at most value1 dependents.');
    expect(samples).toContain('The request body is not valid JSON.');
    expect(messages.length).toBeGreaterThan(60);
  });

  it('has the Spanish of every message the server can answer with (its own or the contracts’)', () => {
    const missing = messages.filter(({ sample }) => translateMessage(sample, 'es') === sample);
    expect(missing.map(({ where, sample }) => `${where} ${sample}`)).toEqual([]);
  });

  it('has no empty entry, the same placeholders in both languages, and no entry for a message that is gone', () => {
    for (const [english, spanish] of Object.entries(SERVER_MESSAGES_ES)) {
      expect(spanish.trim(), english).not.toBe('');
      expect(spanish, english).not.toBe(english);
      expect(listPlaceholders(spanish).sort(), english).toEqual(listPlaceholders(english).sort());
    }
    const shapes = new Set(messages.map((message) => message.shape));
    expect(Object.keys(SERVER_MESSAGES_ES).filter((english) => !shapes.has(shapeOf(english)))).toEqual([]);
  });

  it('fills a message’s values into its Spanish and leaves English and unknown messages as they are', () => {
    expect(translateMessage('You can add at most 20 dependents.', 'es')).toBe(
      'Puede agregar como máximo 20 dependientes.',
    );
    expect(translateMessage('The field "address.city" is required.', 'es')).toBe(
      'El campo "address.city" es obligatorio.',
    );
    expect(translateMessage('Enter a valid email address.', 'en')).toBe('Enter a valid email address.');
    expect(translateMessage('Route GET:/x not found', 'es')).toBe('Route GET:/x not found');
    expect(translateMessage('constructor', 'es')).toBe('constructor');
  });
});

describe('error answers in the request’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const HOST = 'swift.localhost';

  async function inLanguages(request: { method: 'GET' | 'POST'; url: string; payload?: object }, languages = 3) {
    const answers = [];
    for (const language of ['es-MX,es;q=0.9', 'fr', undefined].slice(0, languages)) {
      const headers: Record<string, string> = { host: HOST };
      if (language) headers['accept-language'] = language;
      const response = await t.app.inject({ ...request, headers });
      answers.push({ status: response.statusCode, ...(response.json() as { message: string; code: string }) });
    }
    return answers;
  }

  function expectSameCode(answers: { status: number; code: string }[]) {
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.code}`)).size).toBe(1);
  }

  it('a validation error (a contract’s message)', async () => {
    const [es, fr, none] = await inLanguages({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-address', password: 'x' },
    });
    expect(es?.message).toBe('Escriba un correo electrónico válido.');
    expect(fr?.message).toBe('Enter a valid email address.');
    expect(none?.message).toBe('Enter a valid email address.');
    expect(es?.status).toBe(400);
    expectSameCode([es!, fr!, none!]);
  });

  it('a validation error the server words itself', async () => {
    const [es, fr] = await inLanguages({ method: 'POST', url: '/api/auth/login', payload: { password: 'x' } }, 2);
    expect(es?.message).toBe('El campo "email" es obligatorio.');
    expect(fr?.message).toBe('The field "email" is required.');
    expectSameCode([es!, fr!]);
  });

  it('a 401 without a session', async () => {
    const [es, fr, none] = await inLanguages({ method: 'GET', url: '/api/authorization/dependents' });
    expect(es).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Inicie sesión para continuar.' });
    expect(fr?.message).toBe('Sign in to continue.');
    expect(none?.message).toBe('Sign in to continue.');
    expectSameCode([es!, fr!, none!]);
  });

  it('a 404 for a route that does not exist', async () => {
    const [es, fr, none] = await inLanguages({ method: 'GET', url: '/api/no-such-thing' });
    expect(es).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No hay nada en GET /api/no-such-thing.' });
    expect(fr?.message).toBe('There is nothing at GET /api/no-such-thing.');
    expect(none?.message).toBe('There is nothing at GET /api/no-such-thing.');
    expectSameCode([es!, fr!, none!]);
  });

  it('a domain error (wrong credentials)', async () => {
    const [es, fr, none] = await inLanguages({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody-here@example.com', password: 'not the password at all' },
    });
    expect(es).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Ese correo y esa contraseña no corresponden a ninguna cuenta de este programa.',
    });
    expect(fr?.message).toBe("That email and password don't match an account on this programme.");
    expectSameCode([es!, fr!, none!]);
  });

  it('a 429 once a rate limit is reached', async () => {
    const request = {
      method: 'POST' as const,
      url: '/api/auth/forgot-password',
      payload: { email: 'rate-limited@example.com' },
    };
    // Only the caller's own address running past its ceiling is answered 429.
    for (let attempt = 0; attempt < FORGOT_PASSWORD_RATE_LIMITS.perAddress.max; attempt += 1) {
      const response = await t.app.inject({ ...request, headers: { host: HOST } });
      expect(response.statusCode).toBe(200);
    }
    const [es, fr, none] = await inLanguages(request);
    expect(es).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Demasiadas solicitudes para restablecer la contraseña. Inténtelo de nuevo en 15 minutos.',
    });
    expect(fr?.message).toBe('Too many password reset requests. Try again in 15 minutes.');
    expect(none?.message).toBe('Too many password reset requests. Try again in 15 minutes.');
    expectSameCode([es!, fr!, none!]);
  });

  it('a success message from the contracts, too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: HOST, 'accept-language': 'es' },
      payload: { email: 'someone-else@example.com' },
      // Another address than the one the test before ran past its ceiling.
      remoteAddress: '127.0.0.2',
    });
    expect(response.json()).toEqual({
      message:
        'Si hay una cuenta con ese correo, le enviamos un enlace para elegir una contraseña nueva. El enlace funciona durante 1 hora.',
    });
  });
});
