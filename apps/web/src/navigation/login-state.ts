/**
 * What a screen that sends the member to the login page may say (the router's location state): a
 * notice, in the member's language already, so its words load with the screen that had them, not with
 * the login page.
 */
export interface LoginScreenState {
  notice?: string;
}
