/**
 * The sandbox's pages: plain, brand-neutral HTML (it is the partner's site, not the portal), no script,
 * one inline style allowed by its hash. English and Spanish, by the page language the portal uses.
 */
import { createHash } from 'node:crypto';
import type { TAppLocale } from '@portal/contracts/locales';
import type { SandboxOutcome, SandboxRefusal } from './ally-health-sandbox';

const STYLE = [
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f6f7f8}',
  'main{max-width:40rem;margin:0 auto;padding:2rem 1rem}',
  'h1{font-size:1.5rem;margin:0 0 1rem}',
  '.card{background:#fff;border:1px solid #d0d4d9;border-radius:8px;padding:1rem 1.25rem}',
  '.refused{border-color:#b42318}',
  'dt{font-weight:600}dd{margin:0 0 .75rem;overflow-wrap:anywhere}',
  'code{font:14px/1.4 ui-monospace,monospace}',
  'p.note{color:#4a4f55;font-size:.875rem}',
].join('');

/** The CSP source that allows the page's one inline style. */
export const SANDBOX_STYLE_SOURCE = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const TEXT = {
  en: {
    title: 'Ally Health sandbox',
    waitingHeading: 'Waiting for a sign-on',
    waiting:
      'This is a demonstration partner built into the portal. It opens when a member chooses “Continue to Ally Health” in the portal, which sends a signed, single-use handoff here.',
    arrivedHeading: 'Welcome to Ally Health',
    arrived: 'The portal signed this member on. The handoff was verified and is now used up.',
    name: 'Name',
    noName: '(no name given)',
    subject: 'Member id at Ally Health (pairwise)',
    issued: 'Issued',
    expires: 'Valid until',
    key: 'Signing key',
    refusedHeading: 'This sign-on was refused',
    again: 'Go back to the portal and choose “Continue to Ally Health” again.',
    note: 'Sandbox: verifies the portal’s signed handoff (ES256, its JWKS, audience, issuer, expiry, single use).',
    reasons: {
      'not-offered': 'This portal does not offer Ally Health.',
      missing: 'No handoff arrived. Open Ally Health from the portal.',
      malformed: 'The handoff is not a valid signed token.',
      signature: 'The handoff’s signature does not match the portal’s published keys: it was changed or forged.',
      expired: 'The handoff has expired. Handoffs are valid for two minutes.',
      audience: 'The handoff was meant for another partner.',
      issuer: 'The handoff was not issued by this portal.',
      lifetime: 'The handoff’s times are not valid (too long-lived or issued in the future).',
      replayed: 'This handoff was already used. Each one opens Ally Health once.',
    } satisfies Record<SandboxRefusal, string>,
  },
  es: {
    title: 'Entorno de prueba de Ally Health',
    waitingHeading: 'Esperando un inicio de sesión',
    waiting:
      'Este es un socio de demostración integrado en el portal. Se abre cuando un miembro elige “Continuar a Ally Health” en el portal, que envía aquí un acceso firmado de un solo uso.',
    arrivedHeading: 'Bienvenido a Ally Health',
    arrived: 'El portal inició la sesión de este miembro. El acceso se verificó y ya no se puede volver a usar.',
    name: 'Nombre',
    noName: '(sin nombre)',
    subject: 'Identificador del miembro en Ally Health (por socio)',
    issued: 'Emitido',
    expires: 'Válido hasta',
    key: 'Clave de firma',
    refusedHeading: 'Se rechazó este inicio de sesión',
    again: 'Vuelva al portal y elija “Continuar a Ally Health” de nuevo.',
    note: 'Entorno de prueba: verifica el acceso firmado del portal (ES256, su JWKS, destinatario, emisor, caducidad, un solo uso).',
    reasons: {
      'not-offered': 'Este portal no ofrece Ally Health.',
      missing: 'No llegó ningún acceso. Abra Ally Health desde el portal.',
      malformed: 'El acceso no es un token firmado válido.',
      signature: 'La firma del acceso no coincide con las claves publicadas del portal: se modificó o se falsificó.',
      expired: 'El acceso caducó. Los accesos son válidos durante dos minutos.',
      audience: 'El acceso era para otro socio.',
      issuer: 'El acceso no lo emitió este portal.',
      lifetime: 'Las fechas del acceso no son válidas (dura demasiado o se emitió en el futuro).',
      replayed: 'Este acceso ya se usó. Cada uno abre Ally Health una sola vez.',
    } satisfies Record<SandboxRefusal, string>,
  },
} as const;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function textOf(locale: TAppLocale) {
  return locale === 'es' ? TEXT.es : TEXT.en;
}

function page(locale: TAppLocale, heading: string, body: string): string {
  const text = textOf(locale);
  return `<!doctype html>
<html lang="${locale === 'es' ? 'es' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)} · ${escapeHtml(text.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p>${escapeHtml(text.title)}</p>
<h1>${escapeHtml(heading)}</h1>
${body}
<p class="note">${escapeHtml(text.note)}</p>
</main>
</body>
</html>
`;
}

export function renderWaitingPage(locale: TAppLocale): string {
  const text = textOf(locale);
  return page(locale, text.waitingHeading, `<div class="card"><p>${escapeHtml(text.waiting)}</p></div>`);
}

export function renderOutcomePage(locale: TAppLocale, outcome: SandboxOutcome): string {
  const text = textOf(locale);
  if (outcome.kind === 'refused') {
    return page(
      locale,
      text.refusedHeading,
      `<div class="card refused" role="alert"><p id="reason" data-reason="${outcome.reason}">${escapeHtml(
        text.reasons[outcome.reason],
      )}</p><p>${escapeHtml(text.again)}</p></div>`,
    );
  }
  const name = [outcome.givenName, outcome.familyName].filter(Boolean).join(' ') || text.noName;
  const when = (date: Date) =>
    date
      .toISOString()
      .replace('T', ' ')
      .replace(/\.\d+Z$/, ' UTC');
  const rows: [string, string, string][] = [
    ['name', text.name, name],
    ['subject', text.subject, outcome.subject],
    ['issued', text.issued, when(outcome.issuedAt)],
    ['expires', text.expires, when(outcome.expiresAt)],
    ['kid', text.key, outcome.kid],
  ];
  const list = rows
    .map(([id, label, value]) => {
      const shown = id === 'name' ? escapeHtml(value) : `<code>${escapeHtml(value)}</code>`;
      return `<dt>${escapeHtml(label)}</dt><dd id="member-${id}">${shown}</dd>`;
    })
    .join('');
  return page(
    locale,
    text.arrivedHeading,
    `<div class="card"><p>${escapeHtml(text.arrived)}</p><dl>${list}</dl></div>`,
  );
}
