import { describe, expect, it } from 'vitest';
import { href } from './paths';

describe('href', () => {
  it('builds static and parameterised paths, encoding parameters', () => {
    expect(href('home')).toBe('/dashboard/home');
    expect(href('article', { id: 42 })).toBe('/dashboard/articles/42');
    expect(href('editArticle', { id: 'a b' })).toBe('/dashboard/articles/a%20b/edit');
    expect(href('diseaseOrCondition', { id: 'asthma' })).toBe('/dashboard/mayo-clinic/diseases-and-conditions/asthma');
  });
});
