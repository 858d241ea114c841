/** A textarea edit: the new value and the selection to restore. */
export interface TextEdit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Bold (**) or italic (_) around the selection, or an empty pair with the cursor inside. */
export function wrapSelection(value: string, start: number, end: number, marker: string): TextEdit {
  const next = `${value.slice(0, start)}${marker}${value.slice(start, end)}${marker}${value.slice(end)}`;
  return { value: next, selectionStart: start + marker.length, selectionEnd: end + marker.length };
}

const bullet = /^- /;

/**
 * Turns the selected lines (or the cursor's line) into a bullet list, or back into plain lines when
 * they already all are one.
 */
export function toggleBullets(value: string, start: number, end: number): TextEdit {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = value.indexOf('\n', end);
  const lineEnd = nextBreak < 0 ? value.length : nextBreak;
  const lines = value.slice(lineStart, lineEnd).split('\n');
  const allBullets = lines.every((line) => bullet.test(line));
  const block = lines.map((line) => (allBullets ? line.replace(bullet, '') : bullet.test(line) ? line : `- ${line}`)).join('\n');
  const next = `${value.slice(0, lineStart)}${block}${value.slice(lineEnd)}`;
  return { value: next, selectionStart: lineStart, selectionEnd: lineStart + block.length };
}
