import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILTIN_QUESTIONNAIRE } from '@portal/contracts/builtin-questionnaire';
import { getQuestionnaireQueryOptions } from '@/features/questionnaire/api/get-questionnaire';
import { queryClient } from '@/session/query-client';
import { clearStoredSession, storeAccessToken } from '@/session/storage';
import { server } from '@/test/msw-server';
import { prefetchQuestionnaireData } from './questionnaire-data';

describe('prefetchQuestionnaireData', () => {
  afterEach(() => {
    queryClient.clear();
    clearStoredSession();
  });

  it("fills the cache the screen reads with the member's questionnaire", async () => {
    const questionnaire = { ...BUILTIN_QUESTIONNAIRE, id: 'company-questionnaire', title: 'Our check-in' };
    server.use(http.get('*/api/authorization/companies/questionnaire', () => HttpResponse.json(questionnaire)));
    storeAccessToken('token');
    await prefetchQuestionnaireData();
    expect(queryClient.getQueryData(getQuestionnaireQueryOptions('en').queryKey)).toMatchObject({
      id: 'company-questionnaire',
      title: 'Our check-in',
    });
  });

  it('asks for nothing signed out', async () => {
    let asked = false;
    server.use(
      http.get('*/api/authorization/companies/questionnaire', () => {
        asked = true;
        return HttpResponse.json(BUILTIN_QUESTIONNAIRE);
      }),
    );
    await prefetchQuestionnaireData();
    expect(asked).toBe(false);
    expect(queryClient.getQueryData(getQuestionnaireQueryOptions('en').queryKey)).toBeUndefined();
  });
});
