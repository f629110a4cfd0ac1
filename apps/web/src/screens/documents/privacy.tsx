import { useLingui } from '@lingui/react/macro';
import { TenantDocument } from '@/features/content/components/tenant-document';

export function Privacy() {
  const { t } = useLingui();
  return (
    <TenantDocument
      kind="privacy-policy"
      fallbackTitle={t`Privacy policy`}
      emptyText={t`The privacy policy for this programme is being prepared. Contact support with any questions.`}
    />
  );
}
