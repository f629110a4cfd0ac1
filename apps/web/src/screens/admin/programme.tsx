import { Trans, useLingui } from '@lingui/react/macro';
import { DocumentsEditor } from '@/features/programme-settings/components/documents-editor';
import { NewsManager } from '@/features/programme-settings/components/news-manager';
import { ProgrammePagesEditor } from '@/features/programme-settings/components/programme-pages-editor';
import { SignInSecurityEditor } from '@/features/programme-settings/components/sign-in-security-editor';
import { SignOnPartnerSection } from '@/features/programme-settings/components/sign-on-partner-editor';
import { useSignOnPartner } from '@/features/programme-settings/api/sign-on-partner';
import { SupportLineEditor } from '@/features/programme-settings/components/support-line-editor';
import { paths } from '@/navigation/paths';
import { PageHeading } from '@/ui/page-heading';

const SECTIONS = [
  { id: 'programme-pages', label: () => <Trans>Partner programme pages</Trans> },
  { id: 'programme-news', label: () => <Trans>News announcements</Trans> },
  { id: 'programme-documents', label: () => <Trans>Privacy policy and thank-you page</Trans> },
  { id: 'programme-support', label: () => <Trans>Support contact</Trans> },
  { id: 'programme-sign-in', label: () => <Trans>Sign-in security</Trans> },
  { id: 'programme-sign-on', label: () => <Trans>Sign-on partner</Trans> },
] as const;

const SECTION = 'scroll-mt-4 rounded-lg border border-border bg-surface p-4 sm:p-6';

/**
 * The console's Programme section (`/admin/programme`, admins): the partner programme pages, the news
 * announcements, the privacy policy and thank-you texts, the support contact, how members sign in (two-step
 * sign-in and idle minutes) and, where the programme offers it, its sign-on partner; each its own form.
 */
export function AdminProgramme() {
  const { t } = useLingui();
  // The sign-on partner's section is there only where the programme offers one (the server says).
  const hasSignOnPartner = Boolean(useSignOnPartner().data);
  const sections = SECTIONS.filter(({ id }) => id !== 'programme-sign-on' || hasSignOnPartner);
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={t`Programme`}
        intro={t`What members read about the programme: its partner pages, its news, its policies and where to get help; and how they sign in.`}
      />
      <nav aria-label={t`Programme settings`}>
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {sections.map(({ id, label: Label }) => (
            <li key={id}>
              <a href={`#${id}`} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
                <Label />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div id="programme-pages" className={SECTION}>
        <ProgrammePagesEditor />
      </div>
      <div id="programme-news" className={SECTION}>
        <NewsManager />
      </div>
      <div id="programme-documents" className={SECTION}>
        <DocumentsEditor paths={{ 'privacy-policy': paths.privacyPolicy, 'thank-you': paths.thankYou }} />
      </div>
      <div id="programme-support" className={SECTION}>
        <SupportLineEditor />
      </div>
      <div id="programme-sign-in" className={SECTION}>
        <SignInSecurityEditor securityPath={paths.profileSecurity} />
      </div>
      <SignOnPartnerSection id="programme-sign-on" className={SECTION} />
    </div>
  );
}
