/** What survives a visit to the privacy policy or a reload: never the passwords. */
export interface InvitationDraft {
  first_name: string;
  last_name: string;
  accept_privacy_policy: boolean;
}

const DRAFT_KEY = 'confirm-invitation-draft';

/** The draft saved for this invitation's token, else an empty one. */
export function readInvitationDraft(token: string): InvitationDraft {
  const empty = { first_name: '', last_name: '', accept_privacy_policy: false };
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as
      (Partial<InvitationDraft> & { token?: unknown }) | null;
    if (!draft || draft.token !== token) return empty;
    return {
      first_name: typeof draft.first_name === 'string' ? draft.first_name : '',
      last_name: typeof draft.last_name === 'string' ? draft.last_name : '',
      accept_privacy_policy: draft.accept_privacy_policy === true,
    };
  } catch {
    return empty;
  }
}

/** Saves the draft for this token, or with null forgets it (the invitation is accepted). */
export function writeInvitationDraft(token: string, draft: InvitationDraft | null): void {
  try {
    if (draft) sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ token, ...draft }));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage may be full or blocked; the draft is a convenience.
  }
}
