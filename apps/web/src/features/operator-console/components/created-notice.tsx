import { Trans } from '@lingui/react/macro';
import { Notice } from '@/ui/notice';

/** What the wizard leaves in the navigation's state for the new programme's page. */
export interface CreatedProgrammeState {
  invitedAdmin: string;
}

export function readCreatedProgrammeState(state: unknown): CreatedProgrammeState | undefined {
  const invitedAdmin = (state as Partial<CreatedProgrammeState> | null | undefined)?.invitedAdmin;
  return typeof invitedAdmin === 'string' ? { invitedAdmin } : undefined;
}

/** Said on the new programme's page: it exists, and who was invited to run it. */
export function CreatedNotice({ name, invitedAdmin }: { name: string; invitedAdmin: string }) {
  return (
    <Notice variant="success" role="status">
      <p className="font-semibold">
        <Trans>{name} is created.</Trans>
      </p>
      <p>
        <Trans>An invitation to be its first admin was sent to {invitedAdmin}.</Trans>
      </p>
    </Notice>
  );
}
