import type { BrandKey } from '@portal/contracts/brands';
import { getBrand } from '@portal/contracts/brands';
import type { MailSender } from '../modules/email/mailer';

/** A built-in brand as the sender of a test's message, with no sender of its own. */
export function mailSenderOf(key: BrandKey, sender: MailSender['sender'] = { name: null, address: null }): MailSender {
  const brand = getBrand(key);
  return { key: brand.key, title: brand.title, supportEmail: brand.supportEmail, sender };
}
