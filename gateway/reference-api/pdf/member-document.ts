import { letterPdf } from './letter-pdf';

/*
 * One of the member's documents (a plan document or a Medicare material) as a PDF: the demo's stand-in for the
 * insurer's document store, which GET documents/{id} serves to /resource-download.
 */

export interface MemberDocumentData {
  /** The brand (plan) name in the header; the group name stands in when it is unknown. */
  brandName: string;
  title: string;
  description?: string;
  /** The plan year it covers, when it is a yearly document. */
  year: number | null;
  /** Where the insurer publishes it. */
  url: string;
}

export interface MemberDocumentPdfOptions {
  /** Compressed content streams (the default); tests may turn it off to read the text. */
  compress?: boolean;
}

const MARGIN = 54;
const INK = '#1b1f23';
const MUTED = '#4f5b66';

/** A Letter page: the brand, the document's title, its plan year, description and published address. */
export function buildMemberDocumentPdf(document: MemberDocumentData, options: MemberDocumentPdfOptions = {}): Promise<Buffer> {
  // A fixed creation date: the output depends on the document only.
  const created = new Date(Date.UTC(document.year ?? 2000, 0, 1, 12));
  const { doc, bytes: done } = letterPdf({ title: document.title, author: document.brandName, created }, { margin: MARGIN, compress: options.compress });
  const width = doc.page.width - 2 * MARGIN;
  doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(document.brandName, MARGIN, MARGIN, { width });
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(document.title, { width });
  if (document.year !== null) doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(`Plan year ${document.year}`, { width });
  doc.moveDown(0.8);
  if (document.description) doc.font('Helvetica').fontSize(11).fillColor(INK).text(document.description, { width });
  doc.moveDown(0.8);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(`Also published at ${document.url}`, { width });
  doc.end();
  return done;
}
