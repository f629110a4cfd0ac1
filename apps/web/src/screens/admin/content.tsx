import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { TContentStatus } from '@portal/contracts/content';
import { ContentSection } from '@/features/admin-content/components/content-section';
import { NEW_ARTICLE_ID } from '@/features/admin-content/utils/article-form';
import { NEW_VIDEO_ID } from '@/features/admin-content/utils/video-form';
import { adminHref } from '@/navigation/admin-sections';
import { href } from '@/navigation/paths';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { PageHeading } from '@/ui/page-heading';
import { Select } from '@/ui/select';
import { useDebouncedValue } from '@/ui/use-debounced-value';

/**
 * The console's Content section (`/admin/content`, editors and admins): the programme's articles and
 * videos, drafts and published, searchable and filtered by status. Articles open the article editor
 * that members' screens already have; videos open the video editor.
 */
export function AdminContent() {
  const { t } = useLingui();
  const formId = useId();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TContentStatus | ''>('');
  const debouncedSearch = useDebouncedValue(search);
  const filter = { search: debouncedSearch, status };

  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={t`Content`}
        intro={t`The programme's articles and videos. Drafts are seen only by editors and admins until they are published.`}
      />
      <div role="search" className="flex flex-col gap-4 sm:flex-row sm:items-end" aria-label={t`Find content`}>
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={`${formId}-search`}>
            <Trans>Search titles and text</Trans>
          </Label>
          <Input
            id={`${formId}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5 sm:w-56">
          <Label htmlFor={`${formId}-status`}>
            <Trans>Status</Trans>
          </Label>
          <Select
            id={`${formId}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as TContentStatus | '')}
          >
            <option value="">{t`Drafts and published`}</option>
            <option value="draft">{t`Drafts`}</option>
            <option value="published">{t`Published`}</option>
          </Select>
        </div>
      </div>
      <ContentSection
        kind="articles"
        filter={filter}
        newHref={href('editArticle', { id: NEW_ARTICLE_ID })}
        editHref={(id) => href('editArticle', { id })}
      />
      <ContentSection
        kind="videos"
        filter={filter}
        newHref={adminHref('adminVideo', { id: NEW_VIDEO_ID })}
        editHref={(id) => adminHref('adminVideo', { id })}
      />
    </div>
  );
}
