import { describe, expect, it } from 'vitest';
import { toggleBullets, wrapSelection } from '../about-toolbar-edits.ts';

describe('wrapSelection', () => {
  it('puts the marker around the selection and keeps the same words selected', () => {
    expect(wrapSelection('Jeg er god', 7, 10, '**')).toEqual({ value: 'Jeg er **god**', selectionStart: 9, selectionEnd: 12 });
  });

  it('leaves the cursor between an empty pair when nothing is selected', () => {
    expect(wrapSelection('Hej ', 4, 4, '_')).toEqual({ value: 'Hej __', selectionStart: 5, selectionEnd: 5 });
  });
});

describe('toggleBullets', () => {
  it('makes every selected line a bullet, from the start of the first line', () => {
    const value = 'Intro\n\nBogføring\nBudgetter\n\nSlut';
    const edit = toggleBullets(value, 9, 20);
    expect(edit.value).toBe('Intro\n\n- Bogføring\n- Budgetter\n\nSlut');
    expect(edit.value.slice(edit.selectionStart, edit.selectionEnd)).toBe('- Bogføring\n- Budgetter');
  });

  it('takes the bullets off again when every line has one', () => {
    expect(toggleBullets('- a\n- b', 0, 7).value).toBe('a\nb');
  });
});
