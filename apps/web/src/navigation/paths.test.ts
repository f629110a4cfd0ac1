import { describe, expect, it } from 'vitest';
import { adminHref } from './admin-sections';
import { href, paths } from './paths';

describe('href', () => {
  it('builds static and parameterised paths, encoding parameters', () => {
    expect(href('home')).toBe('/dashboard/home');
    expect(href('article', { id: 42 })).toBe('/dashboard/articles/42');
    expect(href('editArticle', { id: 'a b' })).toBe('/dashboard/articles/a%20b/edit');
    expect(href('diseaseOrCondition', { id: 'asthma' })).toBe('/dashboard/mayo-clinic/diseases-and-conditions/asthma');
  });
});

describe('adminHref', () => {
  it('leaves the console’s sections to admin-sections.ts, which only the console’s code loads', () => {
    expect(Object.values(paths).filter((path) => path.startsWith(`${paths.admin}/`))).toEqual([]);
  });

  it('builds the console’s addresses, apart from the app’s table', () => {
    expect(adminHref('adminMembers')).toBe('/admin/members');
    expect(adminHref('adminMember', { id: 7 })).toBe('/admin/members/7');
    expect(adminHref('adminVideo', { id: 'new' })).toBe('/admin/content/videos/new');
    expect(() => adminHref('adminMember', {} as { id: string })).toThrow('needs the "id" parameter');
  });
});
