import { TenantDocument } from '../../features/content/components/tenant-document';

export function Privacy() {
  return (
    <TenantDocument
      kind="privacy-policy"
      fallbackTitle="Privacy policy"
      emptyText="The privacy policy for this programme is being prepared. Contact support with any questions."
    />
  );
}
