/** Where a request came from, as the audit log records it: plain data, so services never see HTTP. */
export interface ClientContext {
  clientAddress: string | null;
  userAgent: string | null;
}
