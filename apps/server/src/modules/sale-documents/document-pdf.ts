import { createRequire } from 'node:module';
import path from 'node:path';
import {
  formatIstanbulLongDate,
  formatIstanbulLongDateTime,
} from '@arsamezat/shared/core/istanbul-time';
import { formatTl } from '@arsamezat/shared/core/money';
import {
  SALE_DOCUMENT_TEXTS,
  type SaleDocumentSnapshot,
} from '@arsamezat/shared/sales/sale-documents';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/*
 * A generated document's PDF, drawn from its snapshot alone (decision 077): the same snapshot
 * gives the same pages, so a document can be drawn again at any time. The font is DejaVu Sans
 * from the `dejavu-fonts-ttf` package, embedded (subset) in the file: every Turkish letter
 * (ğüşıöçĞÜŞİÖÇ) and '₺' print on any machine, with no system fonts.
 */

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = path.join(FONT_DIR, 'DejaVuSans.ttf');
const BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');

const PAGE = { left: 50, right: 545, bottom: 800 };
const LABEL_WIDTH = 175;
const VALUE_X = PAGE.left + LABEL_WIDTH + 10;
const VALUE_WIDTH = PAGE.right - VALUE_X;
const BRAND = '#1f5f3f';
const MUTED = '#555555';
const QR_SIZE = 96;
const ROW_GAP = 3;

type Doc = InstanceType<typeof PDFDocument>;
type Row = [label: string, value: string];

const dateTime = (value: string | null) => (value ? formatIstanbulLongDateTime(value) : '-');

/** The PDF of a generated document, as bytes. */
export async function drawSaleDocument(snapshot: SaleDocumentSnapshot): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 40, left: PAGE.left, right: 595 - PAGE.right },
    lang: 'tr-TR',
    info: {
      Title: `${snapshot.title} ${snapshot.number}`,
      Author: snapshot.siteName,
      Creator: snapshot.siteName,
      Producer: snapshot.siteName,
      CreationDate: new Date(snapshot.issuedAt),
    },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const done = collect(doc);

  heading(doc, snapshot);
  section(doc, 'Taşınmaz', [
    ['İlan', snapshot.listing.title],
    ['İl / İlçe', `${snapshot.listing.province} / ${snapshot.listing.district}`],
    ['Mahalle', snapshot.listing.neighbourhood ?? '-'],
    ['Ada / Parsel', `${snapshot.listing.ada ?? '-'} / ${snapshot.listing.parsel ?? '-'}`],
  ]);
  section(doc, 'Satış', [
    ['Satış numarası', snapshot.sale.number],
    ['Satış şekli', snapshot.sale.method],
    ['Satış tarihi', dateTime(snapshot.sale.createdAt)],
    ['Satış bedeli', formatTl(snapshot.price)],
  ]);
  section(doc, 'Taraflar', [
    ['Alıcı', snapshot.buyer.name],
    [
      'Alıcının kimlik numarası',
      snapshot.buyer.maskedIdentityNumber ?? SALE_DOCUMENT_TEXTS.identityNotVerified,
    ],
    ['Satıcı', snapshot.sellerFirm ?? SALE_DOCUMENT_TEXTS.ownerListing],
  ]);
  if (snapshot.summary) summarySections(doc, snapshot, snapshot.summary);
  verification(doc, snapshot);
  doc.end();
  return done;
}

function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function heading(doc: Doc, snapshot: SaleDocumentSnapshot) {
  doc.font('bold').fontSize(18).fillColor(BRAND).text(snapshot.siteName, PAGE.left, 50);
  doc.font('bold').fontSize(16).fillColor('black').text(snapshot.title, PAGE.left, 80);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Belge No: ${snapshot.number}`, PAGE.left, 52, {
      width: PAGE.right - PAGE.left,
      align: 'right',
    })
    .text(`Düzenlenme tarihi: ${formatIstanbulLongDate(snapshot.issuedAt)}`, PAGE.left, 66, {
      width: PAGE.right - PAGE.left,
      align: 'right',
    });
  doc.moveTo(PAGE.left, 108).lineTo(PAGE.right, 108).lineWidth(1).strokeColor(BRAND).stroke();
  doc.y = 120;
}

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > PAGE.bottom) {
    doc.addPage();
    doc.y = 50;
  }
}

function section(doc: Doc, title: string, rows: Row[]) {
  ensureRoom(doc, 40);
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(BRAND)
    .text(title, PAGE.left, doc.y + 6);
  doc.y += 4;
  for (const [label, value] of rows) {
    doc.font('regular').fontSize(10);
    const height = Math.max(
      doc.heightOfString(label, { width: LABEL_WIDTH }),
      doc.heightOfString(value, { width: VALUE_WIDTH }),
    );
    ensureRoom(doc, height + ROW_GAP);
    const y = doc.y;
    doc.fillColor(MUTED).text(label, PAGE.left, y, { width: LABEL_WIDTH });
    doc.fillColor('black').text(value, VALUE_X, y, { width: VALUE_WIDTH });
    doc.y = y + height + ROW_GAP;
  }
}

function summarySections(
  doc: Doc,
  snapshot: SaleDocumentSnapshot,
  summary: NonNullable<SaleDocumentSnapshot['summary']>,
) {
  section(
    doc,
    'Satış süreci',
    summary.steps.map((step): Row => [step.label, dateTime(step.at)]),
  );
  section(doc, 'Ödeme ve tapu', [
    ['Ödeme yöntemi', summary.payment?.method ?? '-'],
    ['Ödeme referansı', summary.payment?.reference ?? '-'],
    ['Tapu müdürlüğü', summary.appointment?.office ?? '-'],
  ]);
  section(doc, 'Ödemeler', [
    ['Satış bedeli', formatTl(snapshot.price)],
    ['Hizmet bedeli (teminattan alındı)', formatTl(snapshot.serviceFee)],
    ['Tapuda satıcıya ödenen bakiye', formatTl(snapshot.balanceDue)],
    ['Tapu harcı, alıcı payı (%2, bilgi)', formatTl(summary.titleDeedTaxPerSide)],
    ['Tapu harcı, satıcı payı (%2, bilgi)', formatTl(summary.titleDeedTaxPerSide)],
    ['Döner sermaye ücreti (bilgi)', SALE_DOCUMENT_TEXTS.titleDeedOfficeFee],
  ]);
  ensureRoom(doc, 30);
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      'Tapu harcı, aksi kararlaştırılmadıkça alıcı ve satıcı arasında eşit paylaşılır; kesin tutarları tapu müdürlüğü belirler.',
      PAGE.left,
      doc.y + 2,
      { width: PAGE.right - PAGE.left },
    );
}

/** The verification box: the QR code (drawn as squares, no image) and the link beside it. */
function verification(doc: Doc, snapshot: SaleDocumentSnapshot) {
  ensureRoom(doc, QR_SIZE + 50);
  const top = doc.y + 12;
  drawQr(doc, snapshot.verificationUrl, PAGE.left, top);
  const textX = PAGE.left + QR_SIZE + 16;
  const width = PAGE.right - textX;
  doc
    .font('bold')
    .fontSize(11)
    .fillColor('black')
    .text('Belge doğrulama', textX, top + 4, { width });
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor('black')
    .text(SALE_DOCUMENT_TEXTS.genuine(snapshot.siteName), textX, doc.y + 4, { width })
    .fillColor(BRAND)
    .text(snapshot.verificationUrl, textX, doc.y + 4, { width, link: snapshot.verificationUrl });
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(SALE_DOCUMENT_TEXTS.footer, PAGE.left, top + QR_SIZE + 8, {
      width: PAGE.right - PAGE.left,
    });
}

function drawQr(doc: Doc, text: string, x: number, y: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = QR_SIZE / (modules.size + quiet * 2);
  doc.save().fillColor('black');
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) {
        doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
      }
    }
  }
  doc.fill().restore();
}
