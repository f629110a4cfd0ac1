import { Trans } from '@lingui/react/macro';
import { LoadError } from '@/ui/load-error';
import { useSupportLine } from '../api/programme-settings-api';
import { SupportLineForm } from './support-line-form';

export function SupportLineEditor() {
  const line = useSupportLine();
  if (line.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        <Trans>Loading the support contact…</Trans>
      </p>
    );
  }
  if (line.isError)
    return <LoadError error={line.error} onRetry={() => void line.refetch()} isRetrying={line.isFetching} />;
  return <SupportLineForm current={line.data} />;
}
