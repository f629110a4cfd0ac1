/**
 * What the portal sends to members' phones, and to whom: a notification when an article is published
 * (members who keep `push_news` on), and a yearly reminder to take the questionnaire again (members who
 * keep `push_reminders` on and whose last result is a year old). Each is claimed per member before it
 * is sent (push_sends), so it goes out once even if the job runs twice or on several instances; a token
 * the provider calls invalid is removed; any other failure is logged (never the whole token) after the
 * sender's bounded retry, and not tried again.
 */
import type { PushKind, TPushData } from '@portal/contracts/devices';
import { isAppLocale } from '@portal/contracts/locales';
import type { TAppLocale } from '@portal/contracts/locales';
import { createSemaphore } from '../../lib/semaphore';
import type { DevicesRepository } from '../devices/devices-repository';
import { articlePublishedText, questionnaireReminderText } from './push-messages';
import type { PushRecipient, PushRepository } from './push-repository';
import type { PushSender } from './push-sender';
import { describeToken } from './push-sender';

/** The app's routes a notification opens (apps/web/src/navigation/paths.ts: `article`, `questionnaire`). */
export const articlePath = (articleId: string) => `/dashboard/articles/${encodeURIComponent(articleId)}`;
export const QUESTIONNAIRE_PATH = '/questionnaire';
export const REWARDS_PATH = '/dashboard/rewards';

export interface PushLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface PushRunSummary {
  /** Members it was sent to (claimed by this run). */
  members: number;
  /** Notifications sent, one per phone. */
  notifications: number;
  delivered: number;
  /** Phones removed because the provider called their token invalid. */
  invalidTokens: number;
  failed: number;
}

export interface PushService {
  /** Tells the tenant's members about a newly published article; once per member and article. */
  notifyArticlePublished(
    tenant: { id: string; key: string },
    article: { id: string; title: string; summary: string },
  ): Promise<PushRunSummary>;
  /** Reminds members whose last questionnaire result is a year old or more; once per member per year since it. */
  sendQuestionnaireReminders(options?: { tenantKeys?: readonly string[] }): Promise<PushRunSummary>;
  /** Tells one member about their own account (a level reached, a request answered); once per kind and subject. */
  notifyMember(
    tenant: { id: string; key: string },
    notice: {
      accountId: string;
      kind: PushKind;
      subject: string;
      path: string;
      locale: TAppLocale;
      text: (locale: TAppLocale) => { title: string; body: string };
    },
  ): Promise<PushRunSummary>;
}

const emptySummary = (): PushRunSummary => ({
  members: 0,
  notifications: 0,
  delivered: 0,
  invalidTokens: 0,
  failed: 0,
});

function addSummary(total: PushRunSummary, part: PushRunSummary): PushRunSummary {
  return {
    members: total.members + part.members,
    notifications: total.notifications + part.notifications,
    delivered: total.delivered + part.delivered,
    invalidTokens: total.invalidTokens + part.invalidTokens,
    failed: total.failed + part.failed,
  };
}

const localeOf = (recipient: PushRecipient): TAppLocale =>
  isAppLocale(recipient.preferredLanguage) ? recipient.preferredLanguage : 'en';

/** Whole years from `from` to `to`, as birthdays count them (UTC). */
export function fullYearsBetween(from: Date, to: Date): number {
  let years = to.getUTCFullYear() - from.getUTCFullYear();
  const anniversary = new Date(from);
  anniversary.setUTCFullYear(from.getUTCFullYear() + years);
  if (anniversary > to) years -= 1;
  return years;
}

/** The same moment a year before (29 February falls on 1 March). */
function oneYearBefore(date: Date): Date {
  const before = new Date(date);
  before.setUTCFullYear(date.getUTCFullYear() - 1);
  return before;
}

interface Delivery {
  accountId: string;
  subject: string;
  locale: TAppLocale;
  text: (locale: TAppLocale) => { title: string; body: string };
}

export function createPushService(deps: {
  repository: PushRepository;
  devices: Pick<DevicesRepository, 'listAccountDevices' | 'removeInvalidToken'>;
  sender: PushSender;
  log: PushLogger;
  /** Notifications in flight at once. */
  concurrency?: number;
  now?: () => Date;
}): PushService {
  const { repository, sender, log } = deps;
  const now = deps.now ?? (() => new Date());
  const slots = createSemaphore(deps.concurrency ?? 8);

  /** Claims, then sends to every phone of each member claimed. */
  async function deliver(
    tenant: { id: string; key: string },
    kind: PushKind,
    data: TPushData,
    deliveries: readonly Delivery[],
  ): Promise<PushRunSummary> {
    const summary = emptySummary();
    if (deliveries.length === 0) return summary;
    const claimed = await repository.claim(tenant.id, kind, deliveries);
    const byAccount = new Map(deliveries.map((delivery) => [delivery.accountId, delivery]));
    const phones = await deps.devices.listAccountDevices(
      tenant.id,
      claimed.map((claim) => claim.accountId),
    );
    summary.members = claimed.length;
    await Promise.all(
      claimed.map(async (claim) => {
        const delivery = byAccount.get(claim.accountId);
        if (!delivery) return;
        const { title, body } = delivery.text(delivery.locale);
        const results = await Promise.all(
          phones
            .filter((phone) => phone.accountId === claim.accountId)
            .map((phone) =>
              slots.run(async () => {
                const result = await sender
                  .send({
                    platform: phone.platform,
                    token: phone.token,
                    title,
                    body,
                    data,
                    tenant: tenant.key,
                    locale: delivery.locale,
                  })
                  // A sender that throws (the outbox folder unwritable) fails this notification, not the others.
                  .catch((error: unknown) => ({
                    outcome: 'failed' as const,
                    reason: `error: ${(error as Error).name}: ${(error as Error).message}`,
                    retryable: false,
                  }));
                summary.notifications += 1;
                const device = describeToken(phone.token);
                if (result.outcome === 'delivered') summary.delivered += 1;
                else if (result.outcome === 'invalid-token') {
                  summary.invalidTokens += 1;
                  await deps.devices.removeInvalidToken(phone.token);
                  log.info(
                    { tenant: tenant.key, kind, device, reason: result.reason },
                    'push token invalid: device removed',
                  );
                } else {
                  summary.failed += 1;
                  log.warn(
                    { tenant: tenant.key, kind, device, sender: sender.name, reason: result.reason },
                    'push notification not sent',
                  );
                }
                return result.outcome === 'delivered';
              }),
            ),
        );
        await repository.recordDelivered({ ...claim, kind }, results.filter(Boolean).length);
      }),
    );
    return summary;
  }

  return {
    async notifyArticlePublished(tenant, article) {
      const recipients = await repository.findArticleRecipients(tenant.id);
      return deliver(
        tenant,
        'article-published',
        { kind: 'article-published', path: articlePath(article.id) },
        recipients.map((recipient) => ({
          accountId: recipient.accountId,
          subject: article.id,
          locale: localeOf(recipient),
          text: (locale) => articlePublishedText(locale, article),
        })),
      );
    },

    notifyMember(tenant, notice) {
      const { kind, path, ...delivery } = notice;
      return deliver(tenant, kind, { kind, path }, [delivery]);
    },

    async sendQuestionnaireReminders(options = {}) {
      const at = now();
      let total = emptySummary();
      for (const tenant of await repository.listTenants()) {
        const key = tenant.key as string;
        if (options.tenantKeys && !options.tenantKeys.includes(key)) continue;
        const candidates = await repository.findReminderCandidates(tenant.id, oneYearBefore(at));
        const summary = await deliver(
          { id: tenant.id, key },
          'questionnaire-reminder',
          { kind: 'questionnaire-reminder', path: QUESTIONNAIRE_PATH },
          candidates.map((candidate) => ({
            accountId: candidate.accountId,
            // Once per result and year since it: a member who does not retake hears again a year later.
            subject: `${candidate.responseId}:${fullYearsBetween(candidate.answeredAt, at)}`,
            locale: localeOf(candidate),
            text: questionnaireReminderText,
          })),
        );
        total = addSummary(total, summary);
      }
      if (total.members > 0) log.info({ ...total }, 'questionnaire reminders sent');
      return total;
    },
  };
}
