/**
 * `summary.html`: the export read by a person. One self-contained page (no script, no outside address, its
 * style inline), in the member's language, headings and tables a screen reader can walk. Written in each
 * language here, as the emails are; every value from the member's records is escaped.
 */
import type { TAuditEventName } from '@portal/contracts/audit-log';
import { DATA_EXPORT_AVAILABLE_HOURS, DATA_EXPORT_FILES } from '@portal/contracts/data-export';
import type { TAppLocale } from '@portal/contracts/locales';
import type { TResultBand } from '@portal/contracts/questionnaire';
import { escapeHtml, formatEmailDate } from '../email/templates/email-layout';
import type { MemberDataDocument } from './data-export-document';

interface SummaryText {
  title(programme: string): string;
  intro(when: string): string;
  files: string;
  kept: string;
  none: string;
  yes: string;
  no: string;
  sections: {
    profile: string;
    consents: string;
    dependents: string;
    questionnaires: string;
    scans: string;
    videos: string;
    devices: string;
    notifications: string;
    sessions: string;
    security: string;
    activity: string;
    deletion: string;
    points: string;
    alternatives: string;
    challenges: string;
    media: string;
  };
  fields: {
    name: string;
    preferredName: string;
    email: string;
    phone: string;
    birthDate: string;
    language: string;
    company: string;
    memberSince: string;
    privacyAccepted: string;
    analytics: string;
    emailNews: string;
    emailReminders: string;
    pushReminders: string;
    pushNews: string;
    relationship: string;
    added: string;
    removed: string;
    answered: string;
    overall: string;
    category: string;
    result: string;
    question: string;
    answer: string;
    date: string;
    heartRate: string;
    quality: string;
    video: string;
    position: string;
    platform: string;
    registered: string;
    kind: string;
    device: string;
    signedIn: string;
    lastSeen: string;
    ended: string;
    authenticatorApp: string;
    recoveryCodesTitle: string;
    recoveryCodes(unused: number, total: number): string;
    passkeys: string;
    event: string;
    byAdmin: string;
    address: string;
    status: string;
    reason: string;
    file: string;
    title: string;
    size: string;
    profilePicture: string;
    points: string;
    level: string;
    reward: string;
    activity: string;
    programmeAnswer: string;
    challenge: string;
    team: string;
    shownAs: string;
    total: string;
  };
  bands: Record<TResultBand, string>;
  events: Record<TAuditEventName, string>;
  activeSessions: string;
}

const EVENTS_EN: Record<TAuditEventName, string> = {
  invited: 'Invited',
  activated: 'Joined',
  signed_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  reset_requested: 'Password reset asked for',
  password_changed: 'Password changed',
  signed_out: 'Signed out',
  invitation_renewed: 'Invitation renewed',
  deletion_requested: 'Account deletion asked for',
  invitation_resent: 'Invitation sent again',
  deactivated: 'Account deactivated',
  reactivated: 'Account reactivated',
  sign_in_refused: 'Sign-in refused',
  eligibility_imported: 'Eligibility file applied',
  article_changed: 'Article changed',
  video_changed: 'Video changed',
  programme_changed: 'Programme changed',
  sign_in_throttled: 'Sign-in attempts slowed down',
  two_step_enabled: 'Two-step sign-in turned on',
  two_step_disabled: 'Two-step sign-in turned off',
  two_step_reset: 'Two-step sign-in reset by the programme',
  recovery_codes_renewed: 'New recovery codes',
  recovery_code_used: 'Recovery code used',
  passkey_added: 'Passkey added',
  passkey_removed: 'Passkey removed',
  data_export_requested: 'Data download asked for',
  data_export_downloaded: 'Data downloaded',
  rewards_plan_changed: 'Rewards plan changed',
  points_adjusted: 'Points adjusted by the programme',
  alternative_requested: 'Alternative activity asked for',
  alternative_decided: 'Alternative activity answered',
  rewards_exported: 'Rewards list exported',
  challenge_changed: 'Challenge changed',
};

const EVENTS_ES: Record<TAuditEventName, string> = {
  invited: 'Invitación',
  activated: 'Se unió',
  signed_in: 'Inicio de sesión',
  sign_in_failed: 'Inicio de sesión fallido',
  reset_requested: 'Pidió restablecer la contraseña',
  password_changed: 'Cambio de contraseña',
  signed_out: 'Cierre de sesión',
  invitation_renewed: 'Invitación renovada',
  deletion_requested: 'Pidió eliminar la cuenta',
  invitation_resent: 'Invitación enviada de nuevo',
  deactivated: 'Cuenta desactivada',
  reactivated: 'Cuenta reactivada',
  sign_in_refused: 'Inicio de sesión rechazado',
  eligibility_imported: 'Archivo de elegibilidad aplicado',
  article_changed: 'Artículo modificado',
  video_changed: 'Video modificado',
  programme_changed: 'Programa modificado',
  sign_in_throttled: 'Intentos de inicio de sesión frenados',
  two_step_enabled: 'Verificación en dos pasos activada',
  two_step_disabled: 'Verificación en dos pasos desactivada',
  two_step_reset: 'El programa restableció la verificación en dos pasos',
  recovery_codes_renewed: 'Nuevos códigos de recuperación',
  recovery_code_used: 'Código de recuperación usado',
  passkey_added: 'Llave de acceso agregada',
  passkey_removed: 'Llave de acceso eliminada',
  data_export_requested: 'Pidió descargar sus datos',
  data_export_downloaded: 'Descargó sus datos',
  rewards_plan_changed: 'Plan de recompensas modificado',
  points_adjusted: 'Puntos ajustados por el programa',
  alternative_requested: 'Pidió una actividad alternativa',
  alternative_decided: 'Respuesta sobre una actividad alternativa',
  rewards_exported: 'Lista de recompensas exportada',
  challenge_changed: 'Reto modificado',
};

const TEXT: Record<TAppLocale, SummaryText> = {
  en: {
    title: (programme) => `Your data from ${programme}`,
    intro: (when) => `Everything the portal holds about you, as of ${when}.`,
    files: `The machine-readable copy is ${DATA_EXPORT_FILES.data}; your files are in the ${DATA_EXPORT_FILES.mediaFolder} folder.`,
    kept: `The portal keeps this download for ${DATA_EXPORT_AVAILABLE_HOURS} hours, then deletes it. Keep it somewhere safe: it holds health information.`,
    none: 'None.',
    yes: 'Yes',
    no: 'No',
    sections: {
      profile: 'Profile',
      consents: 'Choices and consents',
      dependents: 'Dependents',
      questionnaires: 'Questionnaire answers and results',
      scans: 'Health scans',
      videos: 'Videos watched',
      devices: 'Phones registered for notifications',
      notifications: 'Notifications sent',
      sessions: 'Sessions',
      security: 'Two-step sign-in and passkeys',
      activity: 'Account activity',
      deletion: 'Account deletion requests',
      points: 'Points and levels',
      alternatives: 'Requests for an alternative activity',
      challenges: 'Challenges joined',
      media: 'Your files',
    },
    fields: {
      name: 'Name',
      preferredName: 'Preferred name',
      email: 'Email',
      phone: 'Phone',
      birthDate: 'Date of birth',
      language: 'Preferred language',
      company: 'Company',
      memberSince: 'Member since',
      privacyAccepted: 'Privacy policy accepted',
      analytics: 'Usage analytics',
      emailNews: 'News by email',
      emailReminders: 'Reminders by email',
      pushReminders: 'Reminders on your phone',
      pushNews: 'News on your phone',
      relationship: 'Relationship',
      added: 'Added',
      removed: 'Removed',
      answered: 'Answered',
      overall: 'Overall',
      category: 'Area',
      result: 'Result',
      question: 'Question',
      answer: 'Your answer',
      date: 'Date',
      heartRate: 'Heart rate (beats per minute)',
      quality: 'Signal quality',
      video: 'Video',
      position: 'Stopped at (seconds)',
      platform: 'Platform',
      registered: 'Registered',
      kind: 'Kind',
      device: 'Device',
      signedIn: 'Signed in',
      lastSeen: 'Last used',
      ended: 'Ended',
      authenticatorApp: 'Authenticator app',
      recoveryCodesTitle: 'Recovery codes',
      recoveryCodes: (unused, total) => `${unused} of ${total} recovery codes unused`,
      passkeys: 'Passkeys',
      event: 'What happened',
      byAdmin: 'By your programme’s administrator',
      address: 'Network address',
      status: 'Status',
      reason: 'Reason',
      file: 'File',
      title: 'Title',
      size: 'Size (bytes)',
      profilePicture: 'Profile picture',
      points: 'Points',
      level: 'Level reached',
      reward: 'Reward',
      activity: 'Activity',
      programmeAnswer: 'Your programme’s answer',
      challenge: 'Challenge',
      team: 'Team',
      shownAs: 'Name shown',
      total: 'Total logged',
    },
    bands: { 'doing-well': 'Doing well', 'worth-attention': 'Worth attention', 'talk-to-someone': 'Talk to someone' },
    events: EVENTS_EN,
    activeSessions: 'Still signed in',
  },
  es: {
    title: (programme) => `Sus datos de ${programme}`,
    intro: (when) => `Todo lo que el portal guarda sobre usted, al ${when}.`,
    files: `La copia legible por máquina es ${DATA_EXPORT_FILES.data}; sus archivos están en la carpeta ${DATA_EXPORT_FILES.mediaFolder}.`,
    kept: `El portal guarda esta descarga durante ${DATA_EXPORT_AVAILABLE_HOURS} horas y luego la elimina. Guárdela en un lugar seguro: contiene información de salud.`,
    none: 'Ninguno.',
    yes: 'Sí',
    no: 'No',
    sections: {
      profile: 'Perfil',
      consents: 'Preferencias y consentimientos',
      dependents: 'Dependientes',
      questionnaires: 'Respuestas y resultados del cuestionario',
      scans: 'Escaneos de salud',
      videos: 'Videos vistos',
      devices: 'Teléfonos registrados para notificaciones',
      notifications: 'Notificaciones enviadas',
      sessions: 'Sesiones',
      security: 'Verificación en dos pasos y llaves de acceso',
      activity: 'Actividad de la cuenta',
      deletion: 'Solicitudes de eliminación de la cuenta',
      points: 'Puntos y niveles',
      alternatives: 'Solicitudes de una actividad alternativa',
      challenges: 'Retos en los que participó',
      media: 'Sus archivos',
    },
    fields: {
      name: 'Nombre',
      preferredName: 'Nombre preferido',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      birthDate: 'Fecha de nacimiento',
      language: 'Idioma preferido',
      company: 'Empresa',
      memberSince: 'Miembro desde',
      privacyAccepted: 'Política de privacidad aceptada',
      analytics: 'Analítica de uso',
      emailNews: 'Noticias por correo',
      emailReminders: 'Recordatorios por correo',
      pushReminders: 'Recordatorios en su teléfono',
      pushNews: 'Noticias en su teléfono',
      relationship: 'Parentesco',
      added: 'Agregado',
      removed: 'Eliminado',
      answered: 'Respondido',
      overall: 'General',
      category: 'Área',
      result: 'Resultado',
      question: 'Pregunta',
      answer: 'Su respuesta',
      date: 'Fecha',
      heartRate: 'Frecuencia cardíaca (latidos por minuto)',
      quality: 'Calidad de la señal',
      video: 'Video',
      position: 'Se detuvo en (segundos)',
      platform: 'Plataforma',
      registered: 'Registrado',
      kind: 'Tipo',
      device: 'Dispositivo',
      signedIn: 'Inicio de sesión',
      lastSeen: 'Último uso',
      ended: 'Terminó',
      authenticatorApp: 'Aplicación de autenticación',
      recoveryCodesTitle: 'Códigos de recuperación',
      recoveryCodes: (unused, total) => `${unused} de ${total} códigos de recuperación sin usar`,
      passkeys: 'Llaves de acceso',
      event: 'Qué pasó',
      byAdmin: 'Por el administrador de su programa',
      address: 'Dirección de red',
      status: 'Estado',
      reason: 'Motivo',
      file: 'Archivo',
      title: 'Título',
      size: 'Tamaño (bytes)',
      profilePicture: 'Foto de perfil',
      points: 'Puntos',
      level: 'Nivel alcanzado',
      reward: 'Recompensa',
      activity: 'Actividad',
      programmeAnswer: 'Respuesta de su programa',
      challenge: 'Reto',
      team: 'Equipo',
      shownAs: 'Nombre mostrado',
      total: 'Total registrado',
    },
    bands: {
      'doing-well': 'Va bien',
      'worth-attention': 'Merece atención',
      'talk-to-someone': 'Hable con alguien',
    },
    events: EVENTS_ES,
    activeSessions: 'Sesión abierta',
  },
};

const STYLE = [
  'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1a1a1a;background:#fff;margin:0 auto;max-width:60rem;padding:1rem}',
  'h1{font-size:1.6rem}h2{font-size:1.3rem;margin-top:2rem;border-bottom:1px solid #ccc}h3{font-size:1.1rem}',
  'table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}caption{text-align:left;font-weight:600}',
  'th,td{border:1px solid #ccc;padding:.35rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}',
  'th{background:#f2f2f2}dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.25rem 1rem}',
  'dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}.scroll{overflow-x:auto}a{color:#0645ad}',
].join('');

function renderTable(caption: string, headers: readonly string[], rows: readonly (readonly string[])[], none: string) {
  if (rows.length === 0) return `<p>${escapeHtml(none)}</p>`;
  const head = headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join('');
  const body = rows.map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('');
  // A wide table scrolls on its own; the region can take the focus, so a keyboard can scroll it too.
  return `<div class="scroll" role="region" tabindex="0" aria-label="${escapeHtml(caption)}"><table><caption>${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

function renderList(entries: readonly (readonly [string, string])[]) {
  return `<dl>${entries.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${value}</dd>`).join('')}</dl>`;
}

/** The summary page for `document`, in `locale`. */
export function renderDataExportSummary(document: MemberDataDocument, locale: TAppLocale): string {
  const text = TEXT[locale];
  const { fields } = text;
  const e = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : escapeHtml(String(value));
  const when = (value: string | null) => (value ? escapeHtml(formatEmailDate(new Date(value), locale)) : '');
  const day = (value: string | null) => e(value);
  const yesNo = (value: boolean) => escapeHtml(value ? text.yes : text.no);
  const { profile } = document;
  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  const section = (title: string, body: string) => `<section><h2>${escapeHtml(title)}</h2>${body}</section>`;

  const questionnaires =
    document.questionnaire_responses.length === 0
      ? `<p>${escapeHtml(text.none)}</p>`
      : document.questionnaire_responses
          .slice()
          .reverse()
          .map((response) => {
            const heading = `<h3>${when(response.answered_at)}</h3>`;
            const results = renderTable(
              text.fields.result,
              [fields.category, fields.result],
              [
                [
                  e(fields.overall),
                  `${e(response.result.overall.percent)}% · ${e(text.bands[response.result.overall.band])}`,
                ],
                ...response.result.categories.map((category) => [
                  e(category.name),
                  `${e(category.percent)}% · ${e(text.bands[category.band])}`,
                ]),
              ],
              text.none,
            );
            const answers = renderTable(
              fields.answer,
              [fields.question, fields.answer],
              response.answers.map((answer) => [
                e(answer.question ?? answer.question_id),
                e(answer.answer ?? answer.value),
              ]),
              text.none,
            );
            return `<article>${heading}${results}${answers}</article>`;
          })
          .join('');

  const body = [
    `<h1>${escapeHtml(text.title(document.programme.name))}</h1>`,
    `<p>${escapeHtml(text.intro(formatEmailDate(new Date(document.generated_at), locale)))}</p>`,
    `<p>${escapeHtml(text.files)}</p>`,
    `<p>${escapeHtml(text.kept)}</p>`,
    section(
      text.sections.profile,
      renderList([
        [fields.name, e(fullName)],
        [fields.preferredName, e(profile.preferred_name)],
        [fields.email, e(profile.email)],
        [fields.phone, e(profile.phone)],
        [fields.birthDate, day(profile.date_of_birth)],
        [fields.language, e(profile.preferred_language)],
        [fields.company, e(profile.company.name)],
        [fields.memberSince, when(document.account.created_at)],
      ]),
    ),
    section(
      text.sections.consents,
      renderList([
        [fields.privacyAccepted, when(document.consents.privacy_policy_accepted_at)],
        [fields.analytics, yesNo(document.consents.analytics_enabled)],
        [fields.emailNews, yesNo(document.consents.notification_preferences.email_news)],
        [fields.emailReminders, yesNo(document.consents.notification_preferences.email_reminders)],
        [fields.pushReminders, yesNo(document.consents.notification_preferences.push_reminders)],
        [fields.pushNews, yesNo(document.consents.notification_preferences.push_news ?? true)],
      ]),
    ),
    section(
      text.sections.dependents,
      renderTable(
        text.sections.dependents,
        [fields.name, fields.relationship, fields.birthDate, fields.email, fields.added, fields.removed],
        document.dependents.map((row) => [
          e(`${row.first_name} ${row.last_name}`),
          e(row.relationship),
          day(row.date_of_birth),
          e(row.email),
          when(row.added_at),
          when(row.removed_at),
        ]),
        text.none,
      ),
    ),
    section(text.sections.questionnaires, questionnaires),
    section(
      text.sections.scans,
      renderTable(
        text.sections.scans,
        [fields.date, fields.heartRate, fields.quality],
        document.health_scans.map((row) => [when(row.recorded_at), e(Math.round(row.heart_rate_bpm)), e(row.quality)]),
        text.none,
      ),
    ),
    section(
      text.sections.videos,
      renderTable(
        text.sections.videos,
        [fields.video, fields.position, fields.date],
        document.videos_watched.map((row) => [e(row.title), e(Math.round(row.position_seconds)), when(row.updated_at)]),
        text.none,
      ),
    ),
    section(
      text.sections.devices,
      renderTable(
        text.sections.devices,
        [fields.platform, fields.registered],
        document.push_devices.map((row) => [e(row.platform), when(row.last_registered_at)]),
        text.none,
      ),
    ),
    section(
      text.sections.notifications,
      renderTable(
        text.sections.notifications,
        [fields.kind, fields.date],
        document.notifications_sent.map((row) => [e(row.kind), when(row.sent_at)]),
        text.none,
      ),
    ),
    section(
      text.sections.sessions,
      renderTable(
        text.sections.sessions,
        [fields.device, fields.signedIn, fields.lastSeen, fields.ended],
        document.sessions
          .slice()
          .reverse()
          .map((row) => [
            e(row.device.name),
            when(row.signed_in_at),
            when(row.last_seen_at),
            row.ended_at ? when(row.ended_at) : e(text.activeSessions),
          ]),
        text.none,
      ),
    ),
    section(
      text.sections.security,
      renderList([
        [
          fields.authenticatorApp,
          document.sign_in_security.authenticator_app
            ? when(document.sign_in_security.authenticator_app.added_at)
            : escapeHtml(text.no),
        ],
        [
          fields.passkeys,
          document.sign_in_security.passkeys.length === 0
            ? escapeHtml(text.none)
            : document.sign_in_security.passkeys
                .map((passkey) => `${e(passkey.name)} (${when(passkey.added_at)})`)
                .join('<br>'),
        ],
        [
          fields.recoveryCodesTitle,
          e(
            fields.recoveryCodes(
              document.sign_in_security.recovery_codes.unused,
              document.sign_in_security.recovery_codes.total,
            ),
          ),
        ],
      ]),
    ),
    section(
      text.sections.activity,
      renderTable(
        text.sections.activity,
        [fields.event, fields.date, fields.device, fields.address],
        document.account_activity
          .slice()
          .reverse()
          .map((row) => [
            e(text.events[row.event as TAuditEventName] ?? row.event),
            when(row.at),
            row.by_programme_admin ? e(fields.byAdmin) : e(row.device?.name),
            e(row.client_address),
          ]),
        text.none,
      ),
    ),
    section(
      text.sections.deletion,
      renderTable(
        text.sections.deletion,
        [fields.date, fields.status, fields.reason],
        document.deletion_requests.map((row) => [when(row.requested_at), e(row.status), e(row.reason)]),
        text.none,
      ),
    ),
    section(
      text.sections.challenges,
      renderTable(
        text.sections.challenges,
        [fields.challenge, fields.team, fields.shownAs, fields.added, fields.total, fields.ended],
        document.challenges.map((row) => [
          e(row.title),
          e(row.team),
          e(row.display_name),
          when(row.joined_at),
          e(row.days.reduce((sum, day) => sum + day.value, 0)),
          row.finished_at ? when(row.finished_at) : '',
        ]),
        text.none,
      ),
    ),
    section(
      text.sections.points,
      renderTable(
        text.sections.points,
        [fields.date, fields.kind, fields.title, fields.points],
        document.rewards.points.map((row) => [when(row.awarded_at), e(row.source), e(row.title), e(row.points)]),
        text.none,
      ) +
        renderTable(
          fields.level,
          [fields.date, fields.level, fields.reward],
          document.rewards.levels_reached.map((row) => [when(row.reached_at), e(row.level), e(row.reward)]),
          text.none,
        ),
    ),
    section(
      text.sections.alternatives,
      renderTable(
        text.sections.alternatives,
        [fields.date, fields.activity, fields.reason, fields.status, fields.programmeAnswer],
        document.rewards.alternative_requests.map((row) => [
          when(row.requested_at),
          e(row.activity),
          e(row.reason),
          e(row.status),
          e(row.alternative ?? row.decline_reason ?? (row.points === null ? '' : row.points)),
        ]),
        text.none,
      ),
    ),
    section(
      text.sections.media,
      renderTable(
        text.sections.media,
        [fields.title, fields.file, fields.size, fields.added],
        document.media.map((row) => [
          e(row.is_profile_picture ? `${row.title} (${fields.profilePicture})` : row.title),
          row.file ? `<a href="${e(row.file)}">${e(row.file)}</a>` : e(fields.removed),
          e(row.size_bytes),
          when(row.uploaded_at),
        ]),
        text.none,
      ),
    ),
  ].join('\n');

  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title(document.programme.name))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
