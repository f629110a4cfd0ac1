import type { TDocumentKind, TTenantDocumentResponse } from '@portal/contracts/documents';
import { loadClients } from '@/api/load-clients';

/** `GET /content/{kind}`: the tenant's own copy of a document (privacy policy, thank-you page). */
export async function getTenantDocument(kind: TDocumentKind): Promise<TTenantDocumentResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TTenantDocumentResponse>(`/content/${kind}`);
  return data;
}
