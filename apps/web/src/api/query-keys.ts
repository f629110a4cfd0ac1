/**
 * Query keys more than one feature uses: the feature that reads the data owns its queries under the key,
 * and whatever changes that data elsewhere refreshes them by it.
 */

/** Everything about the member's rewards starts with this key, so one award refreshes it all. */
export const REWARDS_QUERY_KEY = ['rewards'] as const;

/** Everything about the member's challenges: a join or an entry refreshes the list, Home's card and the page. */
export const CHALLENGES_QUERY_KEY = ['challenges'] as const;
