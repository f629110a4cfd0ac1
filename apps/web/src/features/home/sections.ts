import type { StaticPathName } from '../../navigation/paths';

export interface HomeSection {
  path: StaticPathName;
  title: string;
  description: string;
}

/** The parts of the programme every member has, as Home lists them. */
export const PROGRAMME_SECTIONS: readonly HomeSection[] = [
  { path: 'articles', title: 'Articles', description: 'Reading picked for your programme.' },
  { path: 'videos', title: 'Videos', description: 'Short sessions to watch at your own pace.' },
  { path: 'profile', title: 'Your profile', description: 'Your details and how we reach you.' },
  { path: 'dependent', title: 'Dependents', description: 'Family members covered by your programme.' },
];
