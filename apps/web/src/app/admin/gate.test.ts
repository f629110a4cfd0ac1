import { describe, expect, it } from 'vitest';
import { firstAdminPath, mayOpenAdminPath } from './gate';

describe('the admin console access rules', () => {
  it.each([
    ['admin', '/admin', true],
    ['admin', '/admin/members/7', true],
    ['admin', '/admin/audit', true],
    ['admin', '/admin/content/videos/new', true],
    ['editor', '/admin', true],
    ['editor', '/admin/content', true],
    ['editor', '/admin/content/videos/3/', true],
    ['editor', '/admin/members', false],
    ['editor', '/admin/audit', false],
    ['editor', '/admin/unknown', false],
    ['member', '/admin', false],
    ['member', '/admin/content', false],
    [undefined, '/admin', false],
  ] as const)('%s may open %s: %s', (role, path, expected) => {
    expect(mayOpenAdminPath(role, path)).toBe(expected);
  });

  it('opens /admin on the first section the role sees', () => {
    expect(firstAdminPath('admin')).toBe('/admin/members');
    expect(firstAdminPath('editor')).toBe('/admin/content');
    expect(firstAdminPath('member')).toBeUndefined();
  });
});
