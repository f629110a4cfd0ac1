import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { TQuestionnaireInstrument, TQuestionnaireScore } from '@portal/contracts/questionnaire';
import type { WithinTransaction } from '../../lib/within-transaction';
import type { Database } from '../../db/client';
import { accounts, companies, members, questionnaireResponses, questionnaires } from '../../db/schema';

export interface NewResponse {
  tenantId: string;
  accountId: string;
  questionnaireId: string;
  version: number;
  instrument: TQuestionnaireInstrument;
  answers: Record<string, number>;
  result: TQuestionnaireScore;
  answeredAt: Date;
}

const responseColumns = {
  id: questionnaireResponses.id,
  questionnaireId: questionnaireResponses.questionnaireId,
  version: questionnaireResponses.version,
  instrument: questionnaireResponses.instrument,
  result: questionnaireResponses.result,
  answeredAt: questionnaireResponses.answeredAt,
};

export function createQuestionnaireRepository(db: Database) {
  return {
    /** The company's current questionnaire, else the tenant-wide current one; undefined: neither. */
    async findCurrentQuestionnaire(tenantId: string, companyId: string) {
      const [row] = await db
        .select({
          key: questionnaires.key,
          version: questionnaires.version,
          instrument: questionnaires.instrument,
          definition: questionnaires.definition,
        })
        .from(questionnaires)
        .where(
          and(
            eq(questionnaires.tenantId, tenantId),
            eq(questionnaires.isCurrent, true),
            or(eq(questionnaires.companyId, companyId), isNull(questionnaires.companyId)),
          ),
        )
        // The company's own row sorts before the tenant-wide one (nulls last).
        .orderBy(sql`${questionnaires.companyId} asc nulls last`)
        .limit(1);
      return row;
    },

    async findRetakeAfterDays(tenantId: string, companyId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ days: companies.questionnaireRetakeAfterDays })
        .from(companies)
        .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)))
        .limit(1);
      return row?.days;
    },

    /**
     * Stores a response and marks the member as having answered, in one
     * transaction, unless the member already answered after `notAnsweredSince`.
     * The account row is locked first, so two submissions at once cannot
     * both pass that check.
     */
    saveResponse(
      response: NewResponse,
      notAnsweredSince: Date,
      /** Runs once the response is stored, in its transaction (the points it earns). */
      within?: WithinTransaction,
    ): Promise<
      | { kind: 'saved'; row: { id: string; answeredAt: Date } }
      | { kind: 'too-early'; lastAnsweredAt: Date }
      | { kind: 'no-account' }
    > {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.id, response.accountId), eq(accounts.tenantId, response.tenantId)))
          .for('update');
        if (!account) return { kind: 'no-account' as const };
        const [latest] = await tx
          .select({ answeredAt: questionnaireResponses.answeredAt })
          .from(questionnaireResponses)
          .where(
            and(
              eq(questionnaireResponses.tenantId, response.tenantId),
              eq(questionnaireResponses.accountId, response.accountId),
            ),
          )
          .orderBy(desc(questionnaireResponses.answeredAt))
          .limit(1);
        if (latest && latest.answeredAt > notAnsweredSince) {
          return { kind: 'too-early' as const, lastAnsweredAt: latest.answeredAt };
        }
        const [row] = await tx
          .insert(questionnaireResponses)
          .values(response)
          .returning({ id: questionnaireResponses.id, answeredAt: questionnaireResponses.answeredAt });
        if (!row) throw new Error('The questionnaire response was not stored.');
        await tx
          .insert(members)
          .values({ accountId: response.accountId, questionnaireAnswered: true })
          .onConflictDoUpdate({ target: members.accountId, set: { questionnaireAnswered: true } });
        await within?.(tx);
        return { kind: 'saved' as const, row };
      });
    },

    /** The account's results, newest first. */
    async listResponses(tenantId: string, accountId: string, limit: number) {
      return db
        .select(responseColumns)
        .from(questionnaireResponses)
        .where(and(eq(questionnaireResponses.tenantId, tenantId), eq(questionnaireResponses.accountId, accountId)))
        .orderBy(desc(questionnaireResponses.answeredAt), desc(questionnaireResponses.id))
        .limit(limit);
    },
  };
}
export type QuestionnaireRepository = ReturnType<typeof createQuestionnaireRepository>;
export type StoredResponse = Awaited<ReturnType<QuestionnaireRepository['listResponses']>>[number];
export type StoredQuestionnaire = NonNullable<Awaited<ReturnType<QuestionnaireRepository['findCurrentQuestionnaire']>>>;
