import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, adminPaths } from '@/navigation/admin-sections';
import { adminScreens, CONSOLE_SECTIONS } from './sections';

const screenPaths = (screens: readonly { path?: string }[]) => screens.map((screen) => screen.path).toSorted();

describe('the console’s sections', () => {
  it('give every console address one screen', () => {
    expect(screenPaths(adminScreens)).toEqual(Object.values(adminPaths).toSorted());
  });

  // The gate lets a role open an address when it lies under one of the role's sections.
  it.each(ADMIN_SECTIONS.map((section) => [section.id, section]))(
    '%s holds the screens of its address and of those under it',
    (id, section) => {
      const own = Object.values(adminPaths).filter(
        (address) => address === section.path || address.startsWith(`${section.path}/`),
      );
      expect(screenPaths(CONSOLE_SECTIONS[id].screens)).toEqual(own.toSorted());
    },
  );
});
