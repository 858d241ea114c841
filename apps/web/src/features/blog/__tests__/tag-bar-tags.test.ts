import { describe, expect, it } from 'vitest';
import { tagBarTags } from '../tag-bar-tags.ts';
import { term } from './blog-fixtures.ts';

describe('tagBarTags', () => {
  it('leaves out the featured tag 14 and tags without posts, keeping the feed order', () => {
    const tags = [term(5, 'Økonomi'), term(14, 'Fremhævet', 8), term(6, 'Tom', 0), term(7, 'Markedsføring')];
    expect(tagBarTags(tags).map((tag) => tag.id)).toEqual([5, 7]);
  });

  it('shows at most 20 tags', () => {
    const tags = Array.from({ length: 25 }, (_, index) => term(100 + index, `Emne ${index}`));
    const shown = tagBarTags(tags);
    expect(shown).toHaveLength(20);
    expect(shown.at(-1)?.id).toBe(119);
  });

  it('counts the 20 after leaving tags out, so hidden ones do not take places', () => {
    const tags = [
      term(14, 'Fremhævet'),
      ...Array.from({ length: 21 }, (_, index) => term(200 + index, `E ${index}`, index === 0 ? 0 : 2)),
    ];
    expect(tagBarTags(tags).map((tag) => tag.id)).toEqual(Array.from({ length: 20 }, (_, index) => 201 + index));
  });
});
