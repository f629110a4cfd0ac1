import { Trans, useLingui } from '@lingui/react/macro';
import { ADMIN_MEMBER_STATUSES } from '@portal/contracts/admin-members';
import type { TAdminMemberStatus } from '@portal/contracts/admin-members';
import { useId, useState } from 'react';
import { Link } from '@/navigation/link';
import { adminHref } from '@/navigation/admin-sections';
import { CursorPager, useCursorPages } from '@/ui/cursor-pager';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { FilterSelect } from '@/ui/filter-select';
import { LoadError } from '@/ui/load-error';
import { LoadingStatus } from '@/ui/loading-status';
import { TableRegion } from '@/ui/table-region';
import { Cell, ColumnHeaders, HeaderCell, TableBody } from '@/ui/table';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import { useCompanies, useMembers } from '../api/admin-members';
import { useSignInAttacks } from '../api/sign-in-attacks';
import { MemberStatus, STATUS_LABELS, memberName } from './member-status';
import { SignInAttacksFigure } from './sign-in-attacks-figure';

/**
 * The members list: a search box (names, email, employee id), the status and company filters, a table
 * (it scrolls sideways inside its own focusable region at 360 px) and next/previous pages by cursor.
 */
export function MembersList() {
  const { t, i18n } = useLingui();
  const ids = { search: useId() };
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TAdminMemberStatus | ''>('');
  const [company, setCompany] = useState('');
  const pages = useCursorPages();
  const debouncedSearch = useDebouncedValue(search, 300);
  const members = useMembers({ search: debouncedSearch, status, company, cursor: pages.cursor });
  const companies = useCompanies();
  const attacks = useSignInAttacks(members.data?.members.map((member) => member.id) ?? []);

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        aria-label={t`Find members`}
        className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor={ids.search}>
            <Trans>Search by name, email or employee id</Trans>
          </Label>
          <Input
            id={ids.search}
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              pages.reset();
            }}
          />
        </div>
        <FilterSelect
          label={<Trans>Status</Trans>}
          value={status}
          onChange={(value) => {
            setStatus(value);
            pages.reset();
          }}
          anyText={t`Any status`}
          options={ADMIN_MEMBER_STATUSES.map((value) => ({ value, label: i18n._(STATUS_LABELS[value]) }))}
        />
        <FilterSelect
          label={<Trans>Company</Trans>}
          value={company}
          onChange={(value) => {
            setCompany(value);
            pages.reset();
          }}
          anyText={t`Any company`}
          options={(companies.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
        />
      </form>

      {members.isPending ? (
        <LoadingStatus>
          <Trans>Loading members…</Trans>
        </LoadingStatus>
      ) : members.error ? (
        <LoadError
          error={members.error}
          onRetry={() => void members.refetch()}
          isRetrying={members.isRefetching}
          title={t`We couldn't load the members`}
        />
      ) : members.data.members.length === 0 ? (
        <p role="status" className="text-muted-foreground">
          <Trans>No members match.</Trans>
        </p>
      ) : (
        <TableRegion
          caption={<Trans>Members</Trans>}
          className="rounded-md border border-border"
          tableClassName="min-w-[36rem]"
        >
          <ColumnHeaders labels={[t`Name`, t`Email`, t`Status`, t`Company`]} />
          <TableBody>
            {members.data.members.map((member) => (
              <tr key={member.id}>
                <HeaderCell scope="row" className="font-medium">
                  <Link
                    to={adminHref('adminMember', { id: member.id })}
                    className="underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    {memberName(member)}
                  </Link>
                </HeaderCell>
                <Cell className="break-all">{member.email}</Cell>
                <Cell>
                  <MemberStatus status={member.status} />
                  <SignInAttacksFigure figure={attacks.data?.get(member.id)} />
                </Cell>
                <Cell>{member.company.name}</Cell>
              </tr>
            ))}
          </TableBody>
        </TableRegion>
      )}

      <CursorPager
        label={t`Pages of members`}
        pages={pages}
        nextCursor={members.data?.next_cursor}
        previousText={<Trans>Previous page</Trans>}
        nextText={<Trans>Next page</Trans>}
      />
    </div>
  );
}
