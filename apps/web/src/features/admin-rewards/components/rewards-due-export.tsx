import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { saveFile } from '@/ui/save-file';
import { Spinner } from '@/ui/spinner';
import { getRewardsDueCsv } from '../api/admin-rewards';

/**
 * The rewards due this plan year as a CSV for the team that fulfils them: who reached which level and
 * its reward, with names and employee ids only (the server writes nothing else, and audits the export).
 */
export function RewardsDueExport() {
  const [isExporting, setIsExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setIsExporting(true);
    setError(null);
    try {
      const { blob, fileName } = await getRewardsDueCsv();
      saveFile(blob, fileName);
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="max-w-prose text-sm text-muted-foreground">
        <Trans>
          For the team that fulfils rewards: who reached which level this plan year and the reward due. The file holds
          names and employee ids only: no email, score or health information. Each download is recorded in the audit
          log.
        </Trans>
      </p>
      <Button variant="secondary" className="self-start" disabled={isExporting} onClick={() => void download()}>
        {isExporting ? <Spinner /> : null}
        <Trans>Download the rewards due (CSV)</Trans>
      </Button>
      <FormAlert message={error} />
    </div>
  );
}
