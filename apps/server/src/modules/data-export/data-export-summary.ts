/**
 * `summary.html`: the export read by a person. One self-contained page (no script, no outside address, its
 * style inline), in the member's language, headings and tables a screen reader can walk. Its words are the
 * server's catalog's, looked up by the English written here, as the emails' are; every value from the
 * member's records is escaped.
 */
import type { TAuditEventName } from '@portal/contracts/audit-log';
import { DATA_EXPORT_AVAILABLE_HOURS, DATA_EXPORT_FILES } from '@portal/contracts/data-export';
import type { TAppLocale } from '@portal/contracts/locales';
import type { TResultBand } from '@portal/contracts/questionnaire';
import { escapeHtml, formatEmailDate } from '../email/templates/email-layout';
import { t } from '../../i18n/translate';
import type { MemberDataDocument } from './data-export-document';

/** The summary's words in `locale`, from the server's catalog (i18n/locales/<locale>/data-export-summary.po). */
function getSummaryText(locale: TAppLocale) {
  const events: Record<TAuditEventName, string> = {
    invited: t(locale, 'Invited'),
    activated: t(locale, 'Joined'),
    signed_in: t(locale, 'Signed in'),
    sign_in_failed: t(locale, 'Sign-in failed'),
    reset_requested: t(locale, 'Password reset asked for'),
    password_changed: t(locale, 'Password changed'),
    signed_out: t(locale, 'Signed out'),
    invitation_renewed: t(locale, 'Invitation renewed'),
    deletion_requested: t(locale, 'Account deletion asked for'),
    invitation_resent: t(locale, 'Invitation sent again'),
    deactivated: t(locale, 'Account deactivated'),
    reactivated: t(locale, 'Account reactivated'),
    sign_in_refused: t(locale, 'Sign-in refused'),
    eligibility_imported: t(locale, 'Eligibility file applied'),
    article_changed: t(locale, 'Article changed'),
    video_changed: t(locale, 'Video changed'),
    programme_changed: t(locale, 'Programme changed'),
    sign_in_throttled: t(locale, 'Sign-in attempts slowed down'),
    two_step_enabled: t(locale, 'Two-step sign-in turned on'),
    two_step_disabled: t(locale, 'Two-step sign-in turned off'),
    two_step_reset: t(locale, 'Two-step sign-in reset by the programme'),
    recovery_codes_renewed: t(locale, 'New recovery codes'),
    recovery_code_used: t(locale, 'Recovery code used'),
    passkey_added: t(locale, 'Passkey added'),
    passkey_removed: t(locale, 'Passkey removed'),
    data_export_requested: t(locale, 'Data download asked for'),
    data_export_downloaded: t(locale, 'Data downloaded'),
    rewards_plan_changed: t(locale, 'Rewards plan changed'),
    points_adjusted: t(locale, 'Points adjusted by the programme'),
    alternative_requested: t(locale, 'Alternative activity asked for'),
    alternative_decided: t(locale, 'Alternative activity answered'),
    rewards_exported: t(locale, 'Rewards list exported'),
    challenge_changed: t(locale, 'Challenge changed'),
    programme_created: t(locale, 'Programme created'),
    programme_updated: t(locale, 'Programme’s settings changed by an operator'),
    programme_suspended: t(locale, 'Programme suspended'),
    programme_resumed: t(locale, 'Programme resumed'),
    programme_deletion_scheduled: t(locale, 'Programme’s deletion scheduled'),
    programme_deletion_cancelled: t(locale, 'Programme’s deletion cancelled'),
  };
  return {
    title: (programme: string) => t(locale, 'Your data from {programme}', { programme }),
    intro: (when: string) => t(locale, 'Everything the portal holds about you, as of {when}.', { when }),
    files: t(locale, 'The machine-readable copy is {data}; your files are in the {mediaFolder} folder.', {
      data: DATA_EXPORT_FILES.data,
      mediaFolder: DATA_EXPORT_FILES.mediaFolder,
    }),
    kept: t(
      locale,
      'The portal keeps this download for {hours} hours, then deletes it. Keep it somewhere safe: it holds health information.',
      { hours: DATA_EXPORT_AVAILABLE_HOURS },
    ),
    none: t(locale, 'None.'),
    yes: t(locale, 'Yes'),
    no: t(locale, 'No'),
    sections: {
      profile: t(locale, 'Profile'),
      consents: t(locale, 'Choices and consents'),
      dependents: t(locale, 'Dependents'),
      questionnaires: t(locale, 'Questionnaire answers and results'),
      scans: t(locale, 'Health scans'),
      videos: t(locale, 'Videos watched'),
      devices: t(locale, 'Phones registered for notifications'),
      notifications: t(locale, 'Notifications sent'),
      sessions: t(locale, 'Sessions'),
      security: t(locale, 'Two-step sign-in and passkeys'),
      activity: t(locale, 'Account activity'),
      deletion: t(locale, 'Account deletion requests'),
      points: t(locale, 'Points and levels'),
      alternatives: t(locale, 'Requests for an alternative activity'),
      challenges: t(locale, 'Challenges joined'),
      media: t(locale, 'Your files'),
    },
    fields: {
      name: t(locale, 'Name'),
      preferredName: t(locale, 'Preferred name'),
      email: t(locale, 'Email'),
      phone: t(locale, 'Phone'),
      birthDate: t(locale, 'Date of birth'),
      language: t(locale, 'Preferred language'),
      company: t(locale, 'Company'),
      memberSince: t(locale, 'Member since'),
      privacyAccepted: t(locale, 'Privacy policy accepted'),
      analytics: t(locale, 'Usage analytics'),
      emailNews: t(locale, 'News by email'),
      emailReminders: t(locale, 'Reminders by email'),
      pushReminders: t(locale, 'Reminders on your phone'),
      pushNews: t(locale, 'News on your phone'),
      relationship: t(locale, 'Relationship'),
      added: t(locale, 'Added'),
      removed: t(locale, 'Removed'),
      answered: t(locale, 'Answered'),
      overall: t(locale, 'Overall'),
      category: t(locale, 'Area'),
      result: t(locale, 'Result'),
      question: t(locale, 'Question'),
      answer: t(locale, 'Your answer'),
      date: t(locale, 'Date'),
      heartRate: t(locale, 'Heart rate (beats per minute)'),
      quality: t(locale, 'Signal quality'),
      video: t(locale, 'Video'),
      position: t(locale, 'Stopped at (seconds)'),
      platform: t(locale, 'Platform'),
      registered: t(locale, 'Registered'),
      kind: t(locale, 'Kind'),
      device: t(locale, 'Device'),
      signedIn: t(locale, 'Signed in'),
      lastSeen: t(locale, 'Last used'),
      ended: t(locale, 'Ended'),
      authenticatorApp: t(locale, 'Authenticator app'),
      recoveryCodesTitle: t(locale, 'Recovery codes'),
      recoveryCodes: (unused: number, total: number) =>
        t(locale, '{unused} of {total} recovery codes unused', { unused, total }),
      passkeys: t(locale, 'Passkeys'),
      event: t(locale, 'What happened'),
      byAdmin: t(locale, 'By your programme’s administrator'),
      address: t(locale, 'Network address'),
      status: t(locale, 'Status'),
      reason: t(locale, 'Reason'),
      file: t(locale, 'File'),
      title: t(locale, 'Title'),
      size: t(locale, 'Size (bytes)'),
      profilePicture: t(locale, 'Profile picture'),
      points: t(locale, 'Points'),
      level: t(locale, 'Level reached'),
      reward: t(locale, 'Reward'),
      activity: t(locale, 'Activity'),
      programmeAnswer: t(locale, 'Your programme’s answer'),
      challenge: t(locale, 'Challenge'),
      team: t(locale, 'Team'),
      shownAs: t(locale, 'Name shown'),
      total: t(locale, 'Total logged'),
    },
    bands: {
      'doing-well': t(locale, 'Doing well'),
      'worth-attention': t(locale, 'Worth attention'),
      'talk-to-someone': t(locale, 'Talk to someone'),
    } satisfies Record<TResultBand, string>,
    events,
    activeSessions: t(locale, 'Still signed in'),
  };
}

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
  const text = getSummaryText(locale);
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
