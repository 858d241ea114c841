import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { minimalPdf } from '../../../test/multipart.ts';
import { docxArchive, zipArchive } from '../../../test/zip-archive.ts';
import { detectAvatarType, detectProjectFileType, downloadName } from './file-types.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'file-types-'));
let n = 0;
const onDisk = (bytes: Buffer) => {
  n += 1;
  const file = path.join(dir, `f${n}`);
  writeFileSync(file, bytes);
  return file;
};
const cfb = () => {
  const bytes = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  return bytes;
};

describe('detectProjectFileType', () => {
  it('accepts the allow-list by content', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const cases: [Buffer, string, string][] = [
      [minimalPdf, 'pdf', 'application/pdf'],
      [jpeg, 'png', 'image/jpeg'],
      [zipArchive([['a.txt', 'hej']]), 'zip', 'application/zip'],
      [docxArchive(), 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [cfb(), 'doc', 'application/msword'],
      [cfb(), 'xls', 'application/vnd.ms-excel'],
      [cfb(), 'ppt', 'application/vnd.ms-powerpoint'],
      [Buffer.from('Kære Åse,\nhej'), 'txt', 'text/plain'],
      [Buffer.from('a;b\n1;2'), 'csv', 'text/csv'],
    ];
    for (const [bytes, ext, mime] of cases) expect(await detectProjectFileType(onDisk(bytes), ext), ext).toBe(mime);
  });

  it('refuses everything else, whatever the extension', async () => {
    const cases: [Buffer, string][] = [
      [cfb(), 'msi'],
      [cfb(), 'pdf'],
      [Buffer.from('<html><script>x</script></html>'), 'pdf'],
      [Buffer.from('<html></html>'), 'html'],
      [Buffer.from('tekst med \0 nul'), 'txt'],
      [Buffer.from([0xc3, 0x28]), 'csv'],
      [Buffer.from('#!/bin/sh\nrm -rf /'), 'sh'],
    ];
    for (const [bytes, ext] of cases) expect(await detectProjectFileType(onDisk(bytes), ext), ext).toBeNull();
  });
});

describe('detectAvatarType', () => {
  it('knows JPEG and PNG only', async () => {
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } });
    expect(await detectAvatarType(onDisk(await image.clone().png().toBuffer()))).toBe('image/png');
    expect(await detectAvatarType(onDisk(await image.clone().jpeg().toBuffer()))).toBe('image/jpeg');
    expect(await detectAvatarType(onDisk(await image.clone().webp().toBuffer()))).toBeNull();
  });
});

describe('downloadName', () => {
  it('keeps a name whose extension fits the type and adds the type’s extension otherwise', () => {
    expect(downloadName('tilbud.pdf', 'application/pdf')).toBe('tilbud.pdf');
    expect(downloadName('Foto.JPEG', 'image/jpeg')).toBe('Foto.JPEG');
    expect(downloadName('faktura.html', 'application/pdf')).toBe('faktura.html.pdf');
    expect(downloadName('noter', 'text/plain')).toBe('noter.txt');
    expect(downloadName('.pdf', 'application/pdf')).toBe('.pdf.pdf');
    expect(downloadName('data.csv', 'text/plain')).toBe('data.csv.txt');
    expect(downloadName('ukendt.exe', 'application/x-msdownload')).toBe('ukendt.exe.bin');
  });
});
