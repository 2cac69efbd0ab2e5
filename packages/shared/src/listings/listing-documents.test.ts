import { describe, expect, it } from 'vitest';
import { safeDocumentFileName, sniffDocumentType } from './listing-documents.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('sniffDocumentType', () => {
  it('knows a PDF, JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffDocumentType(ascii('%PDF-1.7\n…'))).toBe('application/pdf');
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(sniffDocumentType(ascii('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffDocumentType(ascii('MZ\x90\0'))).toBeNull();
    expect(sniffDocumentType(ascii('<!doctype html>'))).toBeNull();
    expect(sniffDocumentType(ascii('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffDocumentType(ascii('%PD'))).toBeNull();
    expect(sniffDocumentType(new Uint8Array())).toBeNull();
  });
});

describe('safeDocumentFileName', () => {
  it('keeps a Turkish name and gives it the extension of its real type', () => {
    expect(safeDocumentFileName('İmar Durumu.pdf', 'application/pdf')).toBe('İmar Durumu.pdf');
    expect(safeDocumentFileName('tapu.exe', 'application/pdf')).toBe('tapu.exe.pdf');
    expect(safeDocumentFileName('kroki.JPG', 'image/jpeg')).toBe('kroki.jpg');
  });

  it('drops paths, quotes, control characters and leading dots; never empty; bounded', () => {
    expect(safeDocumentFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(safeDocumentFileName('a"b\u0000c\r\n;d.pdf', 'application/pdf')).toBe('abcd.pdf');
    expect(safeDocumentFileName('...', 'image/png')).toBe('belge.png');
    expect(safeDocumentFileName('', 'image/webp')).toBe('belge.webp');
    expect(Array.from(safeDocumentFileName('ş'.repeat(500), 'application/pdf'))).toHaveLength(120);
  });
});
