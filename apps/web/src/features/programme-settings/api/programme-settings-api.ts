import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDocumentKind, TTenantDocumentResponse } from '@portal/contracts/documents';
import type { TAppLocale } from '@portal/contracts/locales';
import type {
  TProgrammePage,
  TProgrammePageProgramme,
  TUpdateProgrammePageRequest,
} from '@portal/contracts/partner-programmes';
import type {
  TAdminAnnouncement,
  TAdminAnnouncementsResponse,
  TAdminProgrammePagesResponse,
  TAdminSupportLineResponse,
  TCreateAnnouncementRequest,
  TUpdateAnnouncementRequest,
  TUpdateDocumentRequest,
  TUpdateSupportLineRequest,
} from '@portal/contracts/programme-settings';
import { loadClients } from '@/api/load-clients';

/** The admin console's Programme section: every call is under `/api/authorization` (admins only but the document GET). */
const KEYS = {
  pages: ['admin-programme', 'pages'] as const,
  news: (locale: TAppLocale) => ['admin-programme', 'news', locale] as const,
  newsAll: ['admin-programme', 'news'] as const,
  document: (kind: TDocumentKind) => ['admin-programme', 'document', kind] as const,
  supportLine: ['admin-programme', 'support-line'] as const,
};

async function client() {
  return (await loadClients()).authorizationClient;
}

export function useProgrammePages() {
  return useQuery({
    queryKey: KEYS.pages,
    queryFn: async () => (await (await client()).get<TAdminProgrammePagesResponse>('/admin/programme-pages')).data,
  });
}

export function useSaveProgrammePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { programme: TProgrammePageProgramme; page: TUpdateProgrammePageRequest }) =>
      (await (await client()).put<TProgrammePage>(`/programmes/${encodeURIComponent(input.programme)}`, input.page))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS.pages }),
  });
}

export function useAnnouncements(locale: TAppLocale) {
  return useQuery({
    queryKey: KEYS.news(locale),
    queryFn: async () =>
      (await (await client()).get<TAdminAnnouncementsResponse>('/admin/news', { params: { locale } })).data,
  });
}

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      input: { id: string; request: TUpdateAnnouncementRequest } | { id: null; request: TCreateAnnouncementRequest },
    ) => {
      const http = await client();
      const { data } =
        input.id === null
          ? await http.post<TAdminAnnouncement>('/admin/news', input.request)
          : await http.put<TAdminAnnouncement>(`/admin/news/${encodeURIComponent(input.id)}`, input.request);
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS.newsAll }),
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await (await client()).delete(`/admin/news/${encodeURIComponent(id)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS.newsAll }),
  });
}

/** The document as members read it (the public GET). */
export function useProgrammeDocument(kind: TDocumentKind) {
  return useQuery({
    queryKey: KEYS.document(kind),
    queryFn: async () => (await (await client()).get<TTenantDocumentResponse>(`/content/${kind}`)).data,
  });
}

export function useSaveDocument(kind: TDocumentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TUpdateDocumentRequest) =>
      (await (await client()).put<TTenantDocumentResponse>(`/admin/documents/${kind}`, request)).data,
    onSuccess: (data) => queryClient.setQueryData(KEYS.document(kind), data),
  });
}

export function useSupportLine() {
  return useQuery({
    queryKey: KEYS.supportLine,
    queryFn: async () => (await (await client()).get<TAdminSupportLineResponse>('/admin/support-line')).data,
  });
}

export function useSaveSupportLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TUpdateSupportLineRequest) =>
      (await (await client()).put<TAdminSupportLineResponse>('/admin/support-line', request)).data,
    onSuccess: (data) => queryClient.setQueryData(KEYS.supportLine, data),
  });
}
