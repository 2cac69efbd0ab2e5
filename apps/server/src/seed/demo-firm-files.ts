import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from '../providers/storage/storage.ts';
import { DEMO_FIRMS, type DemoFirm } from './demo-firm-data.ts';

export type DemoFirmFiles = Map<
  string,
  { kind: string; fileName: string; contentType: string; size: number; storageKey: string }[]
>;

/** A one-page PDF that says what it is: a demo document, not a real authorisation. */
function demoPdf(title: string, firm: string): Buffer {
  const ascii = (text: string) =>
    text
      .replace(/[İı]/g, (c) => (c === 'İ' ? 'I' : 'i'))
      .replace(/[Şş]/g, (c) => (c === 'Ş' ? 'S' : 's'))
      .replace(/[Ğğ]/g, (c) => (c === 'Ğ' ? 'G' : 'g'))
      .replace(/[Üü]/g, (c) => (c === 'Ü' ? 'U' : 'u'))
      .replace(/[Öö]/g, (c) => (c === 'Ö' ? 'O' : 'o'))
      .replace(/[Çç]/g, (c) => (c === 'Ç' ? 'C' : 'c'))
      .replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${ascii(title)}) Tj 0 -28 Td /F1 12 Tf (${ascii(firm)}) Tj 0 -20 Td (ArsaMezat demo icerigi - ornek belge) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A tax plate drawn as a PNG: the firm's title, office and number on a plain card. */
async function demoTaxPlate(firm: DemoFirm): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="520">
  <rect width="800" height="520" fill="#f7f3e8"/><rect x="20" y="20" width="760" height="480" fill="none" stroke="#8a6d3b" stroke-width="4"/>
  <text x="400" y="90" font-family="sans-serif" font-size="30" text-anchor="middle" fill="#333">VERGİ LEVHASI (ÖRNEK)</text>
  <text x="60" y="190" font-family="sans-serif" font-size="24" fill="#333">${firm.title}</text>
  <text x="60" y="250" font-family="sans-serif" font-size="22" fill="#555">Vergi Dairesi: ${firm.taxOffice}</text>
  <text x="60" y="300" font-family="sans-serif" font-size="22" fill="#555">Vergi Kimlik No: ${firm.taxNumber}</text>
  <text x="60" y="440" font-family="sans-serif" font-size="18" fill="#999">ArsaMezat demo içeriği — gerçek bir belge değildir.</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Writes each firm's application documents to the private document storage (before the rows). */
export async function writeDemoFirmFiles(documents: Storage): Promise<DemoFirmFiles> {
  const files: DemoFirmFiles = new Map();
  for (const firm of DEMO_FIRMS) {
    const authorisation = demoPdf('Yetki Belgesi (ornek)', firm.title);
    const plate = await demoTaxPlate(firm);
    const stored = [];
    for (const [kind, fileName, contentType, data] of [
      ['yetki_belgesi', 'yetki-belgesi.pdf', 'application/pdf', authorisation],
      ['vergi_levhasi', 'vergi-levhasi.png', 'image/png', plate],
    ] as const) {
      const storageKey = `firms/${firm.slug}/${randomUUID()}-${fileName}`;
      await documents.put(storageKey, data, contentType);
      stored.push({ kind, fileName, contentType, size: data.length, storageKey });
    }
    files.set(firm.slug, stored);
  }
  return files;
}
