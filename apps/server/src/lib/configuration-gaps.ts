import type { TConfigurationGap } from '@portal/contracts/health';
import type { Config } from '../config';

export interface ConfigurationGap {
  gap: TConfigurationGap;
  /** What it means and what to set, for the start-up's warning. */
  warning: string;
}

/**
 * What this deployment has not configured: it still works, writing files on the server instead of
 * delivering (`/api/health/ready` lists them; a production start warns of each).
 */
export function configurationGaps(
  config: Pick<Config, 'MAIL_TRANSPORT' | 'FCM_SERVICE_ACCOUNT_FILE' | 'APNS_KEY_FILE'>,
): ConfigurationGap[] {
  const gaps: ConfigurationGap[] = [];
  if (config.MAIL_TRANSPORT === 'outbox') {
    gaps.push({
      gap: 'email',
      warning: 'Emails are written to DATA_DIR/outbox, not sent (MAIL_TRANSPORT=outbox): set SMTP_URL to send them.',
    });
  }
  if (!config.FCM_SERVICE_ACCOUNT_FILE) {
    gaps.push({
      gap: 'push-android',
      warning:
        'Push notifications to Android phones are written to DATA_DIR/push-outbox, not delivered: set FCM_SERVICE_ACCOUNT_FILE.',
    });
  }
  if (!config.APNS_KEY_FILE) {
    gaps.push({
      gap: 'push-ios',
      warning:
        'Push notifications to iPhones are written to DATA_DIR/push-outbox, not delivered: set APNS_KEY_FILE, APNS_KEY_ID and APNS_TEAM_ID.',
    });
  }
  return gaps;
}

/** What a production start warns of, each time it starts: the demo's data, and every gap. */
export function productionWarnings(
  config: Pick<
    Config,
    | 'isProduction'
    | 'SEED_DEMO_DATA'
    | 'MAIL_TRANSPORT'
    | 'MAIL_FROM_DOMAIN'
    | 'FCM_SERVICE_ACCOUNT_FILE'
    | 'APNS_KEY_FILE'
    | 'OPERATOR_HOST'
  >,
): string[] {
  if (!config.isProduction) return [];
  const demo = config.SEED_DEMO_DATA
    ? [
        'SEED_DEMO_DATA=true in production: the demo accounts, with the password the README publishes, are in this ' +
          'database. Unset it for a real programme.',
      ]
    : [];
  const sender =
    config.MAIL_TRANSPORT === 'smtp' && !config.MAIL_FROM_DOMAIN
      ? ['Emails are sent from no-reply@<brand>.test, which no mail server will accept: set MAIL_FROM_DOMAIN.']
      : [];
  const noConsole = config.OPERATOR_HOST
    ? []
    : ['There is no operator console: set OPERATOR_HOST (operators.example.com) to create and suspend programmes.'];
  return [...demo, ...sender, ...noConsole, ...configurationGaps(config).map(({ warning }) => warning)];
}
