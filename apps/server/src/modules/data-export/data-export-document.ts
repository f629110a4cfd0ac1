/**
 * What goes into `data.json`: everything the portal holds about one member, read row by row from their
 * own records and written in plain names. Secrets never come in (password hashes, authenticator secrets,
 * recovery codes, push tokens, passkeys' keys): the repository does not read them.
 */
import { DATA_EXPORT_FILES, DATA_EXPORT_FORMAT } from '@portal/contracts/data-export';
import { MEDIA_TYPES, isMediaContentType } from '@portal/contracts/media';
import type { TMemberProfile } from '@portal/contracts/profile';
import type { TQuestionnaire, TQuestionnaireScore } from '@portal/contracts/questionnaire';
import { listQuestions } from '@portal/contracts/questionnaire';
import { LOCALIZED_QUESTIONNAIRES, localizeQuestionnaire } from '@portal/contracts/questionnaire-locales';
import type { TAppLocale } from '@portal/contracts/locales';
import type { TSessionDevice } from '@portal/contracts/sessions';
import type { TenantRef } from '../../lib/caller';
import { describeSessionDevice } from '../identity/sessions/session-devices';
import type { MembersRepository } from '../members/members-repository';
import { toMemberProfile } from '../members/member-profile';
import type { DataExportRepository } from './data-export-repository';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export interface ExportedAnswer {
  question_id: string;
  /** The question as the member read it, when the questionnaire is known. */
  question: string | null;
  /** The option the member chose, in words. */
  answer: string | null;
  value: number;
}

export interface ExportedMediaFile {
  /** Its path inside the ZIP; null when its bytes are gone (the member removed it). */
  file: string | null;
  title: string;
  kind: string;
  content_type: string;
  size_bytes: number;
  uploaded_at: string;
  removed_at: string | null;
  is_profile_picture: boolean;
}

export interface MemberDataDocument {
  format: typeof DATA_EXPORT_FORMAT;
  generated_at: string;
  programme: { key: string; name: string };
  account: {
    email: string;
    role: string;
    status: string;
    created_at: string;
    password_changed_at: string | null;
    employee_id: string | null;
    eligibility_relationship: string | null;
  };
  profile: TMemberProfile;
  consents: {
    /** Joining (confirming the invitation) asks the member to accept the privacy policy. */
    privacy_policy_accepted_at: string | null;
    analytics_enabled: boolean;
    notification_preferences: TMemberProfile['notification_preferences'];
  };
  dependents: {
    first_name: string;
    last_name: string;
    relationship: string;
    date_of_birth: string;
    email: string | null;
    added_at: string;
    updated_at: string;
    removed_at: string | null;
  }[];
  questionnaire_responses: {
    questionnaire_id: string;
    version: number;
    instrument: string;
    answered_at: string;
    answers: ExportedAnswer[];
    result: TQuestionnaireScore;
  }[];
  health_scans: {
    recorded_at: string;
    started_at: string;
    duration_ms: number;
    frames: number;
    heart_rate_bpm: number;
    quality: string;
    signal_to_noise_db: number;
    engine: { name: string; version: string };
    before_the_scan: {
      caffeine: boolean;
      nicotine: boolean;
      exercise: boolean;
      rate_medicine: string;
      rhythm_condition: boolean;
      age_band: string | null;
      sex: string | null;
    };
  }[];
  videos_watched: { video_id: string; title: string; position_seconds: number; updated_at: string }[];
  notifications_sent: { kind: string; sent_at: string; devices_reached: number | null }[];
  push_devices: { platform: string; first_registered_at: string; last_registered_at: string }[];
  sessions: {
    device: TSessionDevice;
    signed_in_at: string;
    last_seen_at: string;
    expires_at: string;
    ended_at: string | null;
    second_factor_used: boolean;
  }[];
  sign_in_security: {
    authenticator_app: { added_at: string; confirmed_at: string | null } | null;
    recovery_codes: { total: number; unused: number };
    passkeys: { name: string; added_at: string; last_used_at: string | null }[];
  };
  /** The audit trail about the account: sign-ins, password changes, exports… */
  account_activity: {
    event: string;
    at: string;
    /** An administrator of the programme did it (who is theirs to know, not part of this file). */
    by_programme_admin: boolean;
    device: TSessionDevice | null;
    client_address: string | null;
  }[];
  deletion_requests: { status: string; reason: string | null; requested_at: string }[];
  /** The challenges joined: the team, the name shown on the leaderboard, and what was logged each day. */
  challenges: {
    title: string;
    kind: string;
    starts_on: string;
    ends_on: string;
    team: string | null;
    display_name: string | null;
    phone_steps: boolean;
    joined_at: string;
    finished_at: string | null;
    days: { day: string; value: number; source: string }[];
  }[];
  /** Points, award by award, the levels reached, and the requests for an alternative activity. */
  rewards: {
    points: { awarded_at: string; source: string; title: string | null; points: number }[];
    levels_reached: { level: string; reward: string; reached_at: string }[];
    alternative_requests: {
      activity: string;
      reason: string;
      status: string;
      requested_at: string;
      decided_at: string | null;
      alternative: string | null;
      points: number | null;
      decline_reason: string | null;
      done_at: string | null;
    }[];
  };
  media: ExportedMediaFile[];
}

/** A member's file to copy into the ZIP: where its bytes are and where they go. */
export interface MediaToCopy {
  objectId: string;
  path: string;
}

/** The question texts and option labels of the questionnaire the member answered, in `locale`. */
function findDefinition(
  stored: readonly { key: string; version: number; companyId: string | null; definition: TQuestionnaire }[],
  response: { questionnaireId: string; version: number },
  companyId: string,
  locale: TAppLocale,
): TQuestionnaire | undefined {
  const candidates = stored.filter((row) => row.key === response.questionnaireId && row.version === response.version);
  const own = candidates.find((row) => row.companyId === companyId) ?? candidates.find((row) => row.companyId === null);
  const definition =
    own?.definition ??
    LOCALIZED_QUESTIONNAIRES.find(
      (set) => set.en.id === response.questionnaireId && set.en.version === response.version,
    )?.en;
  return definition ? localizeQuestionnaire(definition, locale) : undefined;
}

function toAnswers(answers: Record<string, number>, definition: TQuestionnaire | undefined): ExportedAnswer[] {
  const questions = definition ? listQuestions(definition) : [];
  const known = new Map(questions.map((question) => [question.id, question]));
  // In the order the member saw them, then any the definition does not name.
  const order = [...questions.map((question) => question.id), ...Object.keys(answers).filter((id) => !known.has(id))];
  return order
    .filter((id) => Object.hasOwn(answers, id))
    .map((id) => {
      const question = known.get(id);
      const value = answers[id]!;
      return {
        question_id: id,
        question: question?.prompt ?? null,
        answer: question?.options.find((option) => option.value === value)?.label ?? null,
        value,
      };
    });
}

function mediaPath(row: { id: string; contentType: string }): string {
  const extension = isMediaContentType(row.contentType) ? MEDIA_TYPES[row.contentType].extension : 'bin';
  return `${DATA_EXPORT_FILES.mediaFolder}${row.id}.${extension}`;
}

/** Reads the member's records and writes them as `data.json` has them; undefined if the account is gone. */
export async function readMemberData(
  deps: { repository: DataExportRepository; members: MembersRepository },
  input: { tenant: Pick<TenantRef, 'id' | 'key' | 'brand'>; accountId: string; locale: TAppLocale; now: Date },
): Promise<{ document: MemberDataDocument; mediaToCopy: MediaToCopy[] } | undefined> {
  const { repository } = deps;
  const { tenant, accountId } = input;
  const tenantId = tenant.id;
  const [account, profileRow] = await Promise.all([
    repository.findAccount(tenantId, accountId),
    deps.members.findProfile(tenantId, accountId),
  ]);
  if (!account || !profileRow) return undefined;
  const profile = toMemberProfile(profileRow);
  // One after another: PGlite runs one query at a time anyway, and PostgreSQL's pool is shared.
  const dependents = await repository.listDependents(tenantId, accountId);
  const responses = await repository.listQuestionnaireResponses(tenantId, accountId);
  const definitions = await repository.listQuestionnaireDefinitions(tenantId, [
    ...new Set(responses.map((response) => response.questionnaireId)),
  ]);
  const scans = await repository.listHealthScans(tenantId, accountId);
  const videos = await repository.listVideoProgress(tenantId, accountId);
  const media = await repository.listMedia(tenantId, accountId);
  const devices = await repository.listDevices(tenantId, accountId);
  const pushSends = await repository.listPushSends(tenantId, accountId);
  const sessions = await repository.listSessions(tenantId, accountId);
  const audit = await repository.listAuditEvents(tenantId, accountId);
  const authenticator = await repository.findAuthenticatorApp(tenantId, accountId);
  const recoveryCodes = await repository.countRecoveryCodes(tenantId, accountId);
  const passkeys = await repository.listPasskeys(tenantId, accountId);
  const deletionRequests = await repository.listDeletionRequests(tenantId, accountId);
  const joinedChallenges = await repository.listChallenges(tenantId, accountId);
  const challengeEntries = await repository.listChallengeEntries(tenantId, accountId);
  const points = await repository.listPoints(tenantId, accountId);
  const levelsReached = await repository.listLevelsReached(tenantId, accountId);
  const alternatives = await repository.listAlternativeRequests(tenantId, accountId);

  const mediaToCopy: MediaToCopy[] = [];
  const mediaFiles = media.map((row): ExportedMediaFile => {
    const path = row.deletedAt ? null : mediaPath(row);
    if (path) mediaToCopy.push({ objectId: row.id, path });
    return {
      file: path,
      title: row.title,
      kind: row.kind,
      content_type: row.contentType,
      size_bytes: row.size,
      uploaded_at: row.createdAt.toISOString(),
      removed_at: iso(row.deletedAt),
      is_profile_picture: row.id === account.profilePictureName,
    };
  });

  const document: MemberDataDocument = {
    format: DATA_EXPORT_FORMAT,
    generated_at: input.now.toISOString(),
    programme: { key: tenant.key, name: tenant.brand.title },
    account: {
      email: account.email,
      role: account.role,
      status: account.status,
      created_at: account.createdAt.toISOString(),
      password_changed_at: iso(account.passwordChangedAt),
      employee_id: account.employeeId,
      eligibility_relationship: account.eligibilityRelationship,
    },
    profile,
    consents: {
      privacy_policy_accepted_at: iso(audit.find((row) => row.event === 'activated')?.createdAt),
      analytics_enabled: profile.analytics_enabled,
      notification_preferences: profile.notification_preferences,
    },
    dependents: dependents.map((row) => ({
      first_name: row.firstName,
      last_name: row.lastName,
      relationship: row.relationship,
      date_of_birth: row.dateOfBirth,
      email: row.email,
      added_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      removed_at: iso(row.deletedAt),
    })),
    questionnaire_responses: responses.map((row) => ({
      questionnaire_id: row.questionnaireId,
      version: row.version,
      instrument: row.instrument,
      answered_at: row.answeredAt.toISOString(),
      answers: toAnswers(row.answers, findDefinition(definitions, row, profile.company.id, input.locale)),
      result: row.result,
    })),
    health_scans: scans.map((row) => ({
      recorded_at: row.recordedAt.toISOString(),
      started_at: row.startedAt.toISOString(),
      duration_ms: row.durationMs,
      frames: row.frames,
      heart_rate_bpm: row.heartRateBpm,
      quality: row.quality,
      signal_to_noise_db: row.snrDb,
      engine: { name: row.engineName, version: row.engineVersion },
      before_the_scan: {
        caffeine: row.caffeine,
        nicotine: row.nicotine,
        exercise: row.exercise,
        rate_medicine: row.rateMedicine,
        rhythm_condition: row.rhythmCondition,
        age_band: row.ageBand,
        sex: row.sex,
      },
    })),
    videos_watched: videos.map((row) => ({
      video_id: row.videoId,
      title: row.title,
      position_seconds: row.positionSeconds,
      updated_at: row.updatedAt.toISOString(),
    })),
    notifications_sent: pushSends.map((row) => ({
      kind: row.kind,
      sent_at: row.claimedAt.toISOString(),
      devices_reached: row.deliveredDevices,
    })),
    push_devices: devices.map((row) => ({
      platform: row.platform,
      first_registered_at: row.createdAt.toISOString(),
      last_registered_at: row.registeredAt.toISOString(),
    })),
    sessions: sessions.map((row) => ({
      device: describeSessionDevice(row),
      signed_in_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      ended_at: iso(row.revokedAt),
      second_factor_used: row.factors >= 2,
    })),
    sign_in_security: {
      authenticator_app: authenticator
        ? { added_at: authenticator.createdAt.toISOString(), confirmed_at: iso(authenticator.confirmedAt) }
        : null,
      recovery_codes: recoveryCodes,
      passkeys: passkeys.map((row) => ({
        name: row.name,
        added_at: row.createdAt.toISOString(),
        last_used_at: iso(row.lastUsedAt),
      })),
    },
    account_activity: audit.map((row) => {
      // Where an admin acted, the address and browser are the admin's: not the member's to receive.
      const byAdmin = row.actorAccountId !== null;
      return {
        event: row.event,
        at: row.createdAt.toISOString(),
        by_programme_admin: byAdmin,
        device:
          byAdmin || !row.userAgent ? null : describeSessionDevice({ applicationType: null, userAgent: row.userAgent }),
        client_address: byAdmin ? null : row.clientAddress,
      };
    }),
    deletion_requests: deletionRequests.map((row) => ({
      status: row.status,
      reason: row.reason,
      requested_at: row.createdAt.toISOString(),
    })),
    challenges: joinedChallenges.map((row) => ({
      title: row.title,
      kind: row.kind,
      starts_on: row.startsOn,
      ends_on: row.endsOn,
      team: row.team,
      display_name: row.displayName,
      phone_steps: row.phoneSteps,
      joined_at: row.joinedAt.toISOString(),
      finished_at: iso(row.finishedAt),
      days: challengeEntries
        .filter((entry) => entry.challengeId === row.challengeId)
        .map((entry) => ({ day: entry.day, value: entry.value, source: entry.source })),
    })),
    rewards: {
      points: points.map((row) => ({
        awarded_at: row.awardedAt.toISOString(),
        source: row.source,
        title: row.title,
        points: row.points,
      })),
      levels_reached: levelsReached.map((row) => ({
        level: row.levelName,
        reward: row.reward,
        reached_at: row.reachedAt.toISOString(),
      })),
      alternative_requests: alternatives.map((row) => ({
        activity: row.activityKey,
        reason: row.reason,
        status: row.status,
        requested_at: row.requestedAt.toISOString(),
        decided_at: iso(row.decidedAt),
        alternative: row.alternative,
        points: row.points,
        decline_reason: row.declineReason,
        done_at: iso(row.doneAt),
      })),
    },
    media: mediaFiles,
  };
  return { document, mediaToCopy };
}
