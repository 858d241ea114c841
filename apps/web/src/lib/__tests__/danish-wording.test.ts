import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/**
 * Danish that reads wrong to a native speaker, though the specification gave it so (decision 059): "link"
 * is neuter ("et link"), and what exists is "der er", not "det er". Checked wherever Danish is written: the
 * web app's catalogue, the server's mail templates and its Markdown content.
 */
const mistakes: { wrong: RegExp; right: string }[] = [
  { wrong: /\ben (?:ny |nyt )?link\b/i, right: 'et (nyt) link' },
  { wrong: /\bdet er (?:ikke|ingen) (?:nogen|nogle|flere)\b/i, right: 'der er ikke nogen' },
];

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => path.join(dir, file));
}

describe('Danish wording', () => {
  it('has none of the known mistakes in the catalogue, mail templates or content', () => {
    const files = [
      'apps/web/src/locales/da.json',
      ...filesUnder('apps/server/src/emails', '.ts'),
      ...filesUnder('apps/server/content', '.md'),
    ];
    const found: string[] = [];
    for (const file of files) {
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const { wrong, right } of mistakes) {
            const match = line.match(wrong);
            if (match) found.push(`${file}:${index + 1}: '${match[0]}' should be '${right}'`);
          }
        });
    }
    expect(found).toEqual([]);
  });
});
