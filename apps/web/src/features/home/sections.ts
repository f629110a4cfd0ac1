import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaticPathName } from '@/navigation/paths';

export interface HomeSection {
  path: StaticPathName;
  title: MessageDescriptor;
  description: MessageDescriptor;
}

/** What every member has whatever the programme (Home's "More for you"): reading, videos, their account. */
export const MEMBER_SECTIONS: readonly HomeSection[] = [
  { path: 'articles', title: msg`Articles`, description: msg`Reading picked for your programme.` },
  { path: 'videos', title: msg`Videos`, description: msg`Short sessions to watch at your own pace.` },
  { path: 'profile', title: msg`Your profile`, description: msg`Your details and how we reach you.` },
  { path: 'dependent', title: msg`Dependents`, description: msg`Family members covered by your programme.` },
];
