import type { TDocumentKind, TTenantDocumentResponse } from '@portal/contracts/documents';
import { DOCUMENT_KINDS } from '@portal/contracts/documents';
import type { DocumentBrand } from './default-documents';
import { APP_LOCALES } from '@portal/contracts/locales';
import type { TAppLocale } from '@portal/contracts/locales';
import { readLeadingTitle } from '@portal/contracts/markdown-heading';
import type { Caller } from '../../lib/caller';
import type { ClientContext } from '../../lib/client-context';
import { validationFailed } from '../../lib/errors';
import { getDefaultDocument } from './default-documents';
import type { DocumentsRepository } from './documents-repository';

/** Generous for a policy, small enough that one document cannot bloat every page load of it. */
export const DOCUMENT_MAX_CHARACTERS = 100_000;
export const DOCUMENT_TITLE_MAX_CHARACTERS = 200;

interface TenantRef {
  id: string;
  brand: DocumentBrand;
}

/**
 * A Markdown file's leading `# Heading`, taken out of the body since the
 * page shows the title itself; `--title` wins over it when given.
 */
export function splitMarkdownTitle(markdown: string): { title: string | undefined; body: string } {
  const text = markdown.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const heading = readLeadingTitle(text);
  if (!heading) return { title: undefined, body: text.trim() };
  return { title: heading.title, body: text.slice(heading.restStart).trim() };
}

/** Whether a stored document is still one of the portal's defaults for the brand (in any language). */
function isDefaultDocument(
  stored: { title: string; body: string },
  kind: TDocumentKind,
  brand: DocumentBrand,
): boolean {
  return APP_LOCALES.some((locale) => {
    const text = getDefaultDocument(kind, brand, locale);
    return text.title === stored.title && text.body === stored.body;
  });
}

export function createDocumentsService(deps: { repository: DocumentsRepository }) {
  const { repository } = deps;
  return {
    /**
     * The tenant's document: as the operator wrote it, or, while it is still the portal's default (seeded
     * in English at start-up), the default in `locale`.
     */
    async getDocument({
      tenant,
      kind,
      locale,
    }: {
      tenant: TenantRef;
      kind: TDocumentKind;
      locale: TAppLocale;
    }): Promise<TTenantDocumentResponse> {
      const stored = await repository.findDocument(tenant.id, kind);
      if (stored && !isDefaultDocument(stored, kind, tenant.brand)) {
        return { title: stored.title, updated_at: stored.updatedAt.toISOString(), body_markdown: stored.body };
      }
      // Without a row, a tenant added since start-up: it still gets a sensible page.
      const fallback = getDefaultDocument(kind, tenant.brand, locale);
      const updatedAt = stored?.updatedAt ?? new Date(0);
      return { title: fallback.title, updated_at: updatedAt.toISOString(), body_markdown: fallback.body };
    },

    /** Gives every tenant the default documents it lacks; idempotent. */
    async ensureDefaultDocuments(): Promise<number> {
      const rows = (await repository.listTenants()).flatMap(({ id, title, supportEmail }) =>
        supportEmail === null
          ? []
          : DOCUMENT_KINDS.map((kind) => ({
              tenantId: id,
              kind,
              ...getDefaultDocument(kind, { title, supportEmail }),
            })),
      );
      return repository.insertMissingDocuments(rows);
    },

    /** An admin replaces the tenant's document (title and Markdown, one text for every language). */
    async updateDocument(
      { tenant, account }: Caller,
      input: { kind: TDocumentKind; request: { title: string; body_markdown: string }; context: ClientContext },
    ): Promise<TTenantDocumentResponse> {
      const { kind, request, context } = input;
      const updatedAt = await repository.replaceDocument(
        { tenantId: tenant.id, kind, title: request.title, body: request.body_markdown },
        {
          tenantId: tenant.id,
          accountId: null,
          actorAccountId: account.id,
          event: 'programme_changed',
          context,
          details: { area: 'document', kind, characters: request.body_markdown.length },
        },
      );
      return { title: request.title, updated_at: updatedAt.toISOString(), body_markdown: request.body_markdown };
    },

    /** Replaces a tenant's document (the operator's `set-document`). */
    async setDocument(input: { tenant: TenantRef; kind: TDocumentKind; markdown: string; title?: string }) {
      const split = splitMarkdownTitle(input.markdown);
      const title = (input.title ?? split.title ?? '').trim();
      if (!title) throw validationFailed('Give the document a title: --title "…" or a first line "# Title".', 'title');
      if (title.length > DOCUMENT_TITLE_MAX_CHARACTERS) {
        throw validationFailed(`Use a title of at most ${DOCUMENT_TITLE_MAX_CHARACTERS} characters.`, 'title');
      }
      const body = split.body;
      if (!body) throw validationFailed('The document is empty.', 'body');
      if (body.length > DOCUMENT_MAX_CHARACTERS) {
        throw validationFailed(`The document is too long (at most ${DOCUMENT_MAX_CHARACTERS} characters).`, 'body');
      }
      await repository.saveDocument({ tenantId: input.tenant.id, kind: input.kind, title, body });
      return { title, characters: body.length };
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
