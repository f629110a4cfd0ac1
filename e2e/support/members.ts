/**
 * Members of a journey's own, made through the API the way a programme makes them: the brand's demo admin
 * invites an address, and the invitation is accepted with the token from the outbox email. A journey that
 * uses a member up (answers the questionnaire once, deactivates the account, counts a new reader) makes
 * one, so a retry finds a member in the same state as the first attempt did.
 */
import { expect, type Page } from '@playwright/test';
import type { TListAdminMembersResponse } from '@portal/contracts/admin-members';
import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import type { TLoginResponse } from '@portal/contracts/auth';
import { demoEmail, type DemoCompany } from '@portal/contracts/demo';
import {
  listQuestions,
  type TGetQuestionnaireResponse,
  type TSubmitQuestionnaireRequest,
} from '@portal/contracts/questionnaire';
import { extractLink, waitForEmail } from './outbox';
import { apiSignIn, callPortalApi } from './session';

/** A password the policy takes (15 characters or more, not a common one). */
export const MEMBER_PASSWORD = 'tulip harbour violin gravel';

export interface OwnMember {
  email: string;
  /** The part before `@<brand>.test`, as `signIn` takes it. */
  localPart: string;
  password: string;
  /** The session that accepting the invitation opened. */
  token: string;
}

export interface OwnMemberOptions {
  /** The start of the address; a time and a random number follow, so every attempt has its own. */
  prefix?: string;
  /** `main` answers the built-in questionnaire, `partners` the WHO-5 (as the demo `who5@` account). */
  company?: DemoCompany;
  firstName?: string;
  lastName?: string;
  /** Answered the questionnaire already (its first options), as the demo `member@` account has. */
  questionnaireAnswered?: boolean;
}

const companyIds = new Map<string, Promise<string>>();

/** The id of a demo company: the admin's own (`main`), or the one the demo `who5@` account is in. */
function demoCompanyId(page: Page, brandKey: string, adminToken: string, company: DemoCompany): Promise<string> {
  const key = `${brandKey}|${company}`;
  let id = companyIds.get(key);
  if (!id) {
    id =
      company === 'main'
        ? callPortalApi<TCurrentUserResponse>(page, brandKey, 'GET', '/api/authorization/accounts/me?get_member=true', {
            token: adminToken,
          }).then(({ data }) => data.member?.company.id ?? '')
        : callPortalApi<TListAdminMembersResponse>(
            page,
            brandKey,
            'GET',
            `/api/authorization/admin/members?search=${encodeURIComponent(demoEmail('who5', brandKey))}`,
            { token: adminToken },
          ).then(({ data }) => data.members[0]?.company.id ?? '');
    companyIds.set(key, id);
  }
  return id;
}

/** A new, active member of `brandKey` with a session of its own; the journey's alone. */
export async function createOwnMember(
  page: Page,
  brandKey: string,
  {
    prefix = 'member',
    company = 'main',
    firstName = 'Robin',
    lastName = 'Hayes',
    questionnaireAnswered = false,
  }: OwnMemberOptions = {},
): Promise<OwnMember> {
  const localPart = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const email = demoEmail(localPart, brandKey);
  const adminToken = await apiSignIn(page, brandKey, demoEmail('admin', brandKey));
  const companyId = await demoCompanyId(page, brandKey, adminToken, company);
  expect(companyId, `the ${company} company of ${brandKey}`).not.toBe('');

  const invited = await callPortalApi(page, brandKey, 'POST', '/api/authorization/accounts/invitations', {
    token: adminToken,
    body: { email, company: companyId, first_name: firstName, last_name: lastName },
  });
  expect(invited.status, JSON.stringify(invited.data)).toBe(201);
  const invitation = await waitForEmail(email, 'invitation');
  const confirmed = await callPortalApi<TLoginResponse>(
    page,
    brandKey,
    'POST',
    '/api/authorization/accounts/confirm-invitation',
    {
      body: {
        token: extractLink(invitation, '/confirm-invitation').searchParams.get('token'),
        password: MEMBER_PASSWORD,
        accept_privacy_policy: true,
      },
    },
  );
  expect(confirmed.status, JSON.stringify(confirmed.data)).toBe(200);
  const member = { email, localPart, password: MEMBER_PASSWORD, token: confirmed.data.access_token };
  if (questionnaireAnswered) await answerQuestionnaireByApi(page, brandKey, member.token);
  return member;
}

/** Answers the member's questionnaire with every question's first option. */
export async function answerQuestionnaireByApi(page: Page, brandKey: string, token: string): Promise<void> {
  const questionnaire = await callPortalApi<TGetQuestionnaireResponse>(
    page,
    brandKey,
    'GET',
    '/api/authorization/companies/questionnaire',
    { token },
  );
  expect(questionnaire.status).toBe(200);
  const answers = Object.fromEntries(
    listQuestions(questionnaire.data).map((question) => [question.id, question.options[0]!.value]),
  );
  const body: TSubmitQuestionnaireRequest = {
    questionnaire_id: questionnaire.data.id,
    version: questionnaire.data.version,
    answers,
  };
  const submitted = await callPortalApi(
    page,
    brandKey,
    'POST',
    '/api/authorization/companies/questionnaire/responses',
    {
      token,
      body,
    },
  );
  expect(submitted.status, JSON.stringify(submitted.data)).toBe(201);
}
