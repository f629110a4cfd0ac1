import { getAgeBand, HEALTH_SCAN_LIMITS } from '@portal/contracts/health-scan';
import type { TCreateHealthScanRequest, THealthScan, TListHealthScansResponse } from '@portal/contracts/health-scan';
import type { Caller } from '../../lib/caller';
import { assertProgrammeOffered } from '../../lib/programme-access';
import type { MembersRepository } from '../members/members-repository';
import type { HealthScanRow, HealthScanRepository } from './health-scan-repository';
import type { ActivityRewards } from '../rewards/rewards-service';
import { createAwardHook } from '../rewards/rewards-service';

export const HEALTH_SCAN_PROGRAMME = 'attentive-health-scan';

const round1 = (value: number) => Math.round(value * 10) / 10;

function toHealthScan(row: HealthScanRow): THealthScan {
  return {
    id: row.id,
    recorded_at: row.recordedAt.toISOString(),
    started_at: row.startedAt.toISOString(),
    duration_ms: row.durationMs,
    frames: row.frames,
    heart_rate_bpm: row.heartRateBpm,
    quality: row.quality,
    snr_db: row.snrDb,
    engine: { name: row.engineName, version: row.engineVersion },
    pre_scan: {
      caffeine: row.caffeine,
      nicotine: row.nicotine,
      exercise: row.exercise,
      rate_medicine: row.rateMedicine,
      rhythm_condition: row.rhythmCondition,
      age_band: row.ageBand,
      sex: row.sex,
    },
  };
}

export interface HealthScanService {
  /** Stores a reading the member's phone measured (only numbers and answers: there is nowhere to put a frame). */
  createHealthScan(caller: Caller, request: TCreateHealthScanRequest): Promise<THealthScan>;
  /** The member's readings, newest first. */
  listHealthScans(caller: Caller): Promise<TListHealthScansResponse>;
}

export function createHealthScanService(deps: {
  repository: HealthScanRepository;
  members: Pick<MembersRepository, 'findProfile'>;
  /** The points a stored scan earns (within the plan's monthly limit). */
  rewards?: ActivityRewards;
}): HealthScanService {
  const { repository, members } = deps;
  return {
    async createHealthScan({ tenant, account }, request) {
      assertProgrammeOffered(tenant, HEALTH_SCAN_PROGRAMME);
      const { pre_scan: answers } = request;
      // The profile's date of birth, when it has one, says the age band better than an answer could.
      const dateOfBirth = (await members.findProfile(tenant.id, account.id))?.dateOfBirth;
      const ageBand =
        (dateOfBirth ? getAgeBand(dateOfBirth, new Date(request.started_at)) : null) ?? answers.age_band ?? null;
      // Keyed by the reading's start: the same scan sent twice earns once.
      const award = createAwardHook(deps.rewards, {
        tenant,
        accountId: account.id,
        source: 'health_scan',
        activityKey: 'health_scan',
        awardKey: `health_scan:${request.started_at}`,
      });
      const row = await repository.createHealthScan(
        tenant.id,
        account.id,
        {
          engineName: request.engine.name,
          engineVersion: request.engine.version,
          startedAt: new Date(request.started_at),
          durationMs: request.duration_ms,
          frames: request.frames,
          heartRateBpm: round1(request.heart_rate_bpm),
          quality: request.quality,
          snrDb: round1(request.snr_db),
          caffeine: answers.caffeine,
          nicotine: answers.nicotine,
          exercise: answers.exercise,
          rateMedicine: answers.rate_medicine,
          rhythmCondition: answers.rhythm_condition,
          ageBand,
          sex: answers.sex ?? null,
        },
        award.within,
      );
      award.afterCommit();
      return toHealthScan(row);
    },

    async listHealthScans({ tenant, account }) {
      assertProgrammeOffered(tenant, HEALTH_SCAN_PROGRAMME);
      const rows = await repository.listHealthScans(tenant.id, account.id, HEALTH_SCAN_LIMITS.historyMax);
      return { items: rows.map(toHealthScan) };
    },
  };
}
