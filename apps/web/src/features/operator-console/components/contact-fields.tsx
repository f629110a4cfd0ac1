import { Trans } from '@lingui/react/macro';
import { TextField } from '@/ui/text-field';
import { EmailField } from './email-field';

/** Who members write to for help and whom the programme's emails come from: the wizard's and the page's. */
export function ContactFields({
  idPrefix,
  supportEmail,
  senderName,
  errors,
  onSupportEmailChange,
  onSenderNameChange,
}: {
  idPrefix: string;
  supportEmail: string;
  senderName: string;
  errors: Readonly<Record<string, string | undefined>>;
  onSupportEmailChange: (value: string) => void;
  onSenderNameChange: (value: string) => void;
}) {
  return (
    <>
      <EmailField
        id={`${idPrefix}-support-email`}
        name="supportEmail"
        label={<Trans>Support email</Trans>}
        hint={<Trans>Where members write for help with the programme.</Trans>}
        value={supportEmail}
        error={errors.supportEmail}
        onChange={onSupportEmailChange}
      />
      <TextField
        id={`${idPrefix}-sender-name`}
        name="senderName"
        label={<Trans>Sender name (optional)</Trans>}
        hint={<Trans>Who the programme's emails come from. Left empty, they come from the platform's sender.</Trans>}
        value={senderName}
        error={errors.senderName}
        onChange={onSenderNameChange}
      />
    </>
  );
}
