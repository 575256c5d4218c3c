import { letterPdf, type PdfDoc as Doc } from './letter-pdf';

/** What one member's ID card shows (spec §2, §3): ready to print, dates already in the member's format. */
export interface IdCardData {
  /** The brand (plan) name in the card's header; the group name stands in when it is unknown. */
  brandName: string;
  memberName: string;
  subscriberId: string;
  memberSuffix: string;
  groupNumber: string;
  groupName: string | null;
  networkNames: string[];
  effectiveDate: string;
  /** The member's current (or upcoming) plans, e.g. { category: 'Medical', name: 'Summit Individual PPO $500' }. */
  plans: { category: string; name: string }[];
  /** When the card was made (the PDF's creation date and the "Issued" line), so the output depends on data only. */
  issuedAt: Date;
  issuedOn: string;
}

export interface IdCardPdfOptions {
  /** Compressed content streams (the default); tests may turn it off to read the text. */
  compress?: boolean;
  /** The card's words in the member's language (`idCard.pdf` of the copy: idCardPdfLabels); English by default. */
  labels?: IdCardPdfLabels;
  /** The PDF's language tag (es-US): what a screen reader reads it in. */
  lang?: string;
}

/** The card's printed words (content/<language>/idCard.json `pdf`). */
export const ID_CARD_PDF_LABELS = [
  'title', 'instructions', 'front', 'back', 'subscriberId', 'memberSuffix', 'groupNumber', 'groupName', 'effectiveDate', 'plans', 'network', 'networks', 'issued',
] as const;
export type IdCardPdfLabels = Record<(typeof ID_CARD_PDF_LABELS)[number], string>;

/** The English words, for a copy that lacks some (a brand's broken override): never an empty label. */
const ENGLISH: IdCardPdfLabels = {
  title: 'Member ID card',
  instructions: 'Print this page at actual size, cut out the front and back along the borders and keep them together. Show this card when you get care.',
  front: 'Front', back: 'Back', subscriberId: 'Subscriber ID', memberSuffix: 'Member suffix', groupNumber: 'Group number', groupName: 'Group name',
  effectiveDate: 'Effective date', plans: 'Plans', network: 'Network', networks: 'Networks', issued: 'Issued {{date}}',
};

/** The card's words from a boot's copy (`idCard.pdf.*`), English where one is missing. */
export function idCardPdfLabels(copy: Record<string, unknown>): IdCardPdfLabels {
  const area = copy.idCard as { pdf?: Record<string, unknown> } | undefined;
  const pdf = area && typeof area === 'object' && area.pdf && typeof area.pdf === 'object' ? area.pdf : {};
  return Object.fromEntries(ID_CARD_PDF_LABELS.map((key) => [key, typeof pdf[key] === 'string' && pdf[key] ? pdf[key] : ENGLISH[key]])) as IdCardPdfLabels;
}

/* A wallet card (CR80, 3.375 × 2.125 in) is 243 × 153 pt; front and back are printed side by side on Letter. */
const CARD = { width: 243, height: 153, padding: 10, radius: 8 } as const;
const PAGE_MARGIN = 54;
const GAP = 18;
const INK = '#1b1f23';
const MUTED = '#4f5b66';
const BAND = '#0a4f8f';
const ON_BAND = '#ffffff';
const RULE = '#7a8794';


/** The member's ID card as a PDF: a page with the card's front and back at actual size, to print and cut out. */
export function buildIdCardPdf(card: IdCardData, options: IdCardPdfOptions = {}): Promise<Buffer> {
  const words = options.labels ?? ENGLISH;
  const { doc, bytes: done } = letterPdf(
    { title: `${card.brandName} — ${words.title}`, author: card.brandName, subject: words.title, created: card.issuedAt, ...(options.lang ? { lang: options.lang } : {}) },
    { margin: PAGE_MARGIN, compress: options.compress },
  );

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(words.title, PAGE_MARGIN, PAGE_MARGIN);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(words.instructions, { width: doc.page.width - 2 * PAGE_MARGIN });

  const top = doc.y + GAP;
  const left = PAGE_MARGIN;
  drawLabel(doc, words.front, left, top);
  drawLabel(doc, words.back, left + CARD.width + GAP, top);
  const cardTop = top + 16;
  drawFront(doc, card, words, left, cardTop);
  drawBack(doc, card, words, left + CARD.width + GAP, cardTop);

  doc.end();
  return done;
}


function drawLabel(doc: Doc, label: string, x: number, y: number): void {
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(label, x, y, { lineBreak: false });
}

function cardOutline(doc: Doc, x: number, y: number): void {
  doc.save().lineWidth(0.75).strokeColor(RULE).roundedRect(x, y, CARD.width, CARD.height, CARD.radius).stroke().restore();
}

/** One line of text that never leaves the card: cut with an ellipsis at the card's inner width. */
function line(doc: Doc, text: string, x: number, y: number, width: number, size: number, bold = false): number {
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(size)
    .text(text, x, y, { width, height: size * 1.2, ellipsis: true, lineBreak: true });
  return y + size * 1.35;
}

/** Label and value on one line ("Group number  10003310"). */
function field(doc: Doc, label: string, value: string, x: number, y: number, width: number): number {
  const labelWidth = 62;
  doc.font('Helvetica').fontSize(6.5).fillColor(MUTED).text(label, x, y + 0.6, { width: labelWidth, lineBreak: false });
  doc.fillColor(INK);
  return line(doc, value, x + labelWidth, y, width - labelWidth, 7.5, true);
}

function drawFront(doc: Doc, card: IdCardData, words: IdCardPdfLabels, x: number, y: number): void {
  const inner = CARD.width - 2 * CARD.padding;
  const bandHeight = 30;
  doc.save();
  doc.roundedRect(x, y, CARD.width, CARD.height, CARD.radius).clip();
  doc.rect(x, y, CARD.width, bandHeight).fill(BAND);
  doc.restore();
  cardOutline(doc, x, y);

  doc.fillColor(ON_BAND);
  line(doc, card.brandName, x + CARD.padding, y + 6, inner, 9.5, true);
  line(doc, words.title, x + CARD.padding, y + 18, inner, 6.5);

  let cursor = y + bandHeight + 7;
  doc.fillColor(INK);
  cursor = line(doc, card.memberName, x + CARD.padding, cursor, inner, 10, true) + 2;
  const fields: [string, string][] = [
    [words.subscriberId, card.subscriberId],
    [words.memberSuffix, card.memberSuffix],
    [words.groupNumber, card.groupNumber],
    ...(card.groupName ? [[words.groupName, card.groupName] as [string, string]] : []),
    [words.effectiveDate, card.effectiveDate],
  ];
  for (const [label, value] of fields) cursor = field(doc, label, value, x + CARD.padding, cursor, inner);
}

function drawBack(doc: Doc, card: IdCardData, words: IdCardPdfLabels, x: number, y: number): void {
  const inner = CARD.width - 2 * CARD.padding;
  cardOutline(doc, x, y);
  let cursor = y + CARD.padding;

  doc.fillColor(INK);
  cursor = line(doc, words.plans, x + CARD.padding, cursor, inner, 8, true);
  for (const plan of card.plans) cursor = field(doc, plan.category, plan.name, x + CARD.padding, cursor, inner);

  cursor += 4;
  doc.fillColor(INK);
  cursor = line(doc, card.networkNames.length > 1 ? words.networks : words.network, x + CARD.padding, cursor, inner, 8, true);
  doc.fillColor(INK);
  for (const network of card.networkNames) cursor = line(doc, network, x + CARD.padding, cursor, inner, 7.5);

  doc.fillColor(MUTED);
  line(doc, words.issued.replace('{{date}}', card.issuedOn), x + CARD.padding, y + CARD.height - CARD.padding - 8, inner, 6.5);
}
