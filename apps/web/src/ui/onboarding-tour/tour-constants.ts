/** The tour's fixed measures (spec §9). */
export const TOUR_CONSTANTS = {
  /** Space between the target and the edge of its highlight, in px. */
  highlightPadding: 12,
  /** Distance from the target to the popup card, in px. */
  popupGap: 40,
  /** How often an absent target is looked for again, in ms. */
  cookiePollMs: 300,
  /** The popup card's width, in px. */
  cardWidth: 320,
  /** Lifetime of the "tour done" cookie when the tour has no end date. */
  cookieDays: 365,
  /** The cookie is named this plus the tour id. */
  cookiePrefix: 'vue_onboarding_tour_',
} as const;
