import { describe, expect, it } from 'vitest';
import { blogPostsQuerySchema } from './blog.ts';

describe('the blog list query', () => {
  it('defaults to the first page of nine and reads numbers from the query string', () => {
    expect(blogPostsQuerySchema.parse({})).toEqual({ page: 1, per_page: 9 });
    expect(blogPostsQuerySchema.parse({ page: '2', per_page: '3', category: ' marketing ', tag: '14' })).toEqual({
      page: 2,
      per_page: 3,
      category: 'marketing',
      tag: '14',
    });
  });

  it('refuses a page below 1, per_page outside 1-50 and an empty category with field codes', () => {
    const codes = (input: unknown) => blogPostsQuerySchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(codes({ page: '0' })).toEqual(['validation.min']);
    expect(codes({ per_page: '51' })).toEqual(['validation.max']);
    expect(codes({ per_page: '2.5' })).toEqual(['validation.type']);
    expect(codes({ category: '  ' })).toEqual(['validation.required']);
  });
});
