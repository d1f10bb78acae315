// A stored TaxDocument drawn as an A4 PDF with PDFKit (README: why PDFKit). Called once, when the
// document is issued; the bytes are stored and served as they are. The PDF's creation date is the
// document's issue date, so drawing the same document again gives the same text.
import PDFDocument from 'pdfkit';
import { formatInvoiceDate, formatEventDateTime } from '../../../src/domain/dates';
import { formatInr, trySignedRupeesToPaise } from '../../../src/domain/money';
import type { TaxDocument, TaxDocumentLine } from './document';

const PAGE_MARGIN = 40;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const MUTED = '#444444';
const RULE = '#999999';

/** The standard PDF fonts have no rupee sign: amounts are printed without it, under 'Amounts in INR'. */
// Signed: a discount line takes its value and tax off (issue 28).
const amount = (rupees: string) => formatInr(trySignedRupeesToPaise(rupees) ?? 0).replace('₹', '');
const stateWithCode = (state: { name: string; code: string }) => `${state.name} (State code ${state.code})`;

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: TaxDocumentLine, index: number) => string;
}

function columnsFor(document: TaxDocument): Column[] {
  const rate = (value: number | null) => (value === null ? '' : `@ ${value}%`);
  const leading: Column[] = [
    { header: '#', width: 18, align: 'left', cell: (_line, index) => String(index + 1) },
    { header: 'Description', width: 0, align: 'left', cell: (line) => line.description },
    { header: 'SAC', width: 44, align: 'left', cell: (line) => line.sac },
    { header: 'Qty', width: 28, align: 'right', cell: (line) => String(line.quantity) },
    { header: 'Taxable value', width: 70, align: 'right', cell: (line) => amount(line.taxable_value) },
  ];
  const taxes: Column[] =
    document.supply_type === 'intra_state'
      ? [
          { header: 'CGST', width: 62, align: 'right', cell: (l) => `${amount(l.cgst)}\n${rate(l.cgst_rate)}` },
          { header: 'SGST', width: 62, align: 'right', cell: (l) => `${amount(l.sgst)}\n${rate(l.sgst_rate)}` },
        ]
      : [{ header: 'IGST', width: 70, align: 'right', cell: (l) => `${amount(l.igst)}\n${rate(l.igst_rate)}` }];
  const trailing: Column[] = [{ header: 'Total', width: 70, align: 'right', cell: (line) => amount(line.total) }];
  return [...leading, ...taxes, ...trailing];
}

export async function renderTaxDocumentPdf(document: TaxDocument): Promise<Buffer> {
  const issuedAt = new Date(document.issued_at);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: {
      Title: `${document.title} ${document.number}`,
      Author: document.supplier.name,
      Subject: `${document.title} ${document.number} for order ${document.order_uuid}`,
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = PAGE_MARGIN;
  const width = pdf.page.width - 2 * PAGE_MARGIN;
  const half = width / 2 - 10;

  // Supplier (Rule 46(a)) on the left, the document's title, number and date (46(b), (c)) on the right.
  const top = pdf.y;
  pdf.font(BOLD).fontSize(13).text(document.supplier.name, left, top, { width: half });
  pdf.font(FONT).fontSize(9).fillColor(MUTED);
  for (const addressLine of document.supplier.address_lines) pdf.text(addressLine, { width: half });
  pdf.fillColor('black').text(`GSTIN: ${document.supplier.gstin}`, { width: half });
  pdf.text(`State: ${stateWithCode(document.supplier.state)}`, { width: half });
  pdf.fillColor(MUTED).text(`${document.supplier.email} | ${document.supplier.phone}`, { width: half });
  const leftBottom = pdf.y;

  const right = left + width / 2 + 10;
  pdf.fillColor('black').font(BOLD).fontSize(16).text(document.title, right, top, { width: half, align: 'right' });
  pdf.font(FONT).fontSize(9);
  const meta: [string, string][] = [
    [document.kind === 'invoice' ? 'Invoice number' : 'Credit note number', document.number],
    [document.kind === 'invoice' ? 'Invoice date' : 'Credit note date', formatInvoiceDate(document.issued_at)],
    ['Place of supply', stateWithCode(document.place_of_supply)],
    ['Supply', document.supply_type === 'intra_state' ? 'Intra-state (CGST + SGST)' : 'Inter-state (IGST)'],
    ['Tax payable on reverse charge', document.reverse_charge ? 'Yes' : 'No'],
  ];
  if (document.original_invoice) {
    meta.push([
      'Against invoice',
      `${document.original_invoice.number} dated ${formatInvoiceDate(document.original_invoice.issued_at)}`,
    ]);
  }
  for (const [label, value] of meta) pdf.text(`${label}: ${value}`, right, pdf.y, { width: half, align: 'right' });
  pdf.y = Math.max(leftBottom, pdf.y) + 12;
  rule(pdf, left, width);

  // Recipient (46(d)-(f)): an unregistered buyer; the address where one was given.
  const buyerTop = pdf.y + 8;
  pdf.font(BOLD).fontSize(10).text('Billed to', left, buyerTop, { width: half });
  pdf.font(FONT).fontSize(9).text(document.recipient.name, { width: half });
  for (const addressLine of document.recipient.address_lines) pdf.text(addressLine, { width: half });
  if (document.recipient.state) pdf.text(`State: ${stateWithCode(document.recipient.state)}`, { width: half });
  pdf.text(`Mobile: ${document.recipient.mobile}`, { width: half });
  if (document.recipient.email) pdf.text(`Email: ${document.recipient.email}`, { width: half });
  pdf.text('GSTIN: unregistered', { width: half });
  const buyerBottom = pdf.y;

  pdf.font(BOLD).fontSize(10).text('Event', right, buyerTop, { width: half });
  pdf.font(FONT).fontSize(9).text(document.event.title, right, pdf.y, { width: half });
  if (document.event.venue) pdf.text(document.event.venue, right, pdf.y, { width: half });
  if (document.event.starts_at) pdf.text(formatEventDateTime(document.event.starts_at), right, pdf.y, { width: half });
  pdf.y = Math.max(buyerBottom, pdf.y) + 12;

  // Lines (46(g)-(m)): description, SAC, quantity, taxable value, rate and amount of each tax.
  pdf.font(FONT).fontSize(8).fillColor(MUTED).text('Amounts in INR', left, pdf.y, { width, align: 'right' });
  pdf.fillColor('black');
  const columns = columnsFor(document);
  const fixed = columns.reduce((total, column) => total + column.width, 0);
  const description = columns.find((column) => column.header === 'Description');
  if (description) description.width = width - fixed;
  drawRow(pdf, left, columns, (column) => column.header, BOLD);
  rule(pdf, left, width);
  document.lines.forEach((line, index) => {
    drawRow(pdf, left, columns, (column) => column.cell(line, index), FONT);
  });
  rule(pdf, left, width);

  // Totals (46(j)) and the grand total in words.
  const totals: [string, string][] = [['Total taxable value', amount(document.totals.taxable_value)]];
  if (document.supply_type === 'intra_state') {
    totals.push(['CGST', amount(document.totals.cgst)], ['SGST', amount(document.totals.sgst)]);
  } else {
    totals.push(['IGST', amount(document.totals.igst)]);
  }
  totals.push(['Total tax', amount(document.totals.total_tax)]);
  pdf.moveDown(0.5);
  for (const [label, value] of totals) keyValue(pdf, left, width, label, value, FONT);
  keyValue(
    pdf,
    left,
    width,
    document.kind === 'invoice' ? 'Grand total (INR)' : 'Total credited (INR)',
    amount(document.totals.grand_total),
    BOLD,
  );
  pdf.moveDown(0.5);
  pdf.font(FONT).fontSize(9).text(`Amount in words: ${document.amount_in_words}`, left, pdf.y, { width });
  if (document.reason) pdf.text(`Reason: ${document.reason}`, left, pdf.y, { width });
  pdf.moveDown(1);
  pdf.fillColor(MUTED).fontSize(8).text(document.note, left, pdf.y, { width });
  pdf.text(`Order ${document.order_uuid}`, left, pdf.y, { width });
  pdf.end();
  return finished;
}

function rule(pdf: PDFKit.PDFDocument, left: number, width: number): void {
  pdf
    .moveTo(left, pdf.y)
    .lineTo(left + width, pdf.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  pdf.y += 4;
}

function drawRow(
  pdf: PDFKit.PDFDocument,
  left: number,
  columns: Column[],
  text: (column: Column) => string,
  font: string,
): void {
  pdf.font(font).fontSize(8.5).fillColor('black');
  const top = pdf.y;
  let x = left;
  let bottom = top;
  for (const column of columns) {
    const cellText = text(column);
    pdf.text(cellText, x + 2, top, { width: column.width - 4, align: column.align });
    bottom = Math.max(bottom, pdf.y);
    x += column.width;
  }
  pdf.y = bottom + 4;
}

function keyValue(
  pdf: PDFKit.PDFDocument,
  left: number,
  width: number,
  label: string,
  value: string,
  font: string,
): void {
  pdf.font(font).fontSize(9.5);
  const top = pdf.y;
  pdf.text(label, left + width / 2, top, { width: width / 2 - 90 });
  pdf.text(value, left + width - 90, top, { width: 90, align: 'right' });
  pdf.y = Math.max(pdf.y, top + 13);
}
