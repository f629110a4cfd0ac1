/** Route `handle` read by the public layout. */
export interface PublicRouteHandle {
  /** Long-form public pages (privacy, questionnaire) get a wider card. */
  isWide?: boolean;
}
