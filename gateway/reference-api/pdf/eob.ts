import { letterPdf, type PdfDoc as Doc } from './letter-pdf';
import type { Eob } from '../personas/types';
import { usDate } from './id-card-data';

/* One explanation of benefits as a PDF (spec §3 "EOB", §7 GET eobs/pdf): the demo's stand-in for the insurer's archive. */

export interface EobPdfOptions {
  /** The brand (plan) name in the header; the group name stands in when it is unknown. */
  brandName: string;
  /** The EOB's words in the member's language (`eobs.printed` of the copy: eobPdfLabels); English by default. */
  labels?: EobPdfLabels;
  /** The PDF's language tag (es-US): what a screen reader reads it in, and how its money is written. */
  lang?: string;
  /** Compressed content streams (the default); tests may turn it off to read the text. */
  compress?: boolean;
}

const MARGIN = 54;
const INK = '#1b1f23';
const MUTED = '#4f5b66';
const RULE = '#7a8794';


/** The EOB's printed words (content/<language>/eobs.json `printed`). */
export const EOB_PDF_LABELS = [
  'title', 'notABill', 'date', 'typeOfClaims', 'subscriber', 'members', 'document', 'claims', 'claim', 'patient', 'provider', 'charge', 'youOwe', 'total', 'note',
] as const;
export type EobPdfLabels = Record<(typeof EOB_PDF_LABELS)[number], string>;

/** The English words, for a copy that lacks some (a brand's broken override): never an empty label. */
const ENGLISH: EobPdfLabels = {
  title: 'Explanation of benefits', notABill: 'This is not a bill.', date: 'Date', typeOfClaims: 'Type of claims', subscriber: 'Subscriber',
  members: 'Members', document: 'Document', claims: 'Claims', claim: 'Claim', patient: 'Patient', provider: 'Provider', charge: 'Charge',
  youOwe: 'You owe', total: 'Total', note: '"You owe" is the patient responsibility: what the plan did not pay. Your provider may bill you for it.',
};

/** The EOB's words from a boot's copy (`eobs.printed.*`), English where one is missing. */
export function eobPdfLabels(copy: Record<string, unknown>): EobPdfLabels {
  const area = copy.eobs as { printed?: Record<string, unknown> } | undefined;
  const printed = area && typeof area === 'object' && area.printed && typeof area.printed === 'object' ? area.printed : {};
  return Object.fromEntries(EOB_PDF_LABELS.map((key) => [key, typeof printed[key] === 'string' && printed[key] ? printed[key] : ENGLISH[key]])) as EobPdfLabels;
}

const moneyIn = (locale: string) => {
  const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (amount: number) => usd.format(amount);
};
const fullName = (person: { firstName: string; middleInitial?: string | null; lastName: string }) =>
  [person.firstName, person.middleInitial ? `${person.middleInitial}.` : null, person.lastName].filter(Boolean).join(' ');

/** The columns of the claims table: their words, x offset from the margin and width, in points. */
const COLUMNS = [
  { title: 'claim', x: 0, width: 92 },
  { title: 'patient', x: 96, width: 100 },
  { title: 'provider', x: 200, width: 140 },
  { title: 'charge', x: 344, width: 70, right: true },
  { title: 'youOwe', x: 418, width: 86, right: true },
] as const satisfies readonly { title: keyof EobPdfLabels; x: number; width: number; right?: boolean }[];

/** Sums of the EOB's claims, rounded to cents. */
export function eobTotals(eob: Pick<Eob, 'claims'>): { charge: number; patientResponsibility: number } {
  const sum = (pick: (c: Eob['claims'][number]) => number) => Math.round(eob.claims.reduce((t, c) => t + pick(c), 0) * 100) / 100;
  return { charge: sum((c) => c.chargeAmount), patientResponsibility: sum((c) => c.patientResponsibility) };
}

/**
 * The EOB as a Letter page: header (brand, title, EOB date and type), the subscriber and the members it covers
 * (the subscriber when it names none, spec §3), a row per claim (patient, provider, charge, patient
 * responsibility) and the totals. Its creation date is the EOB's date, so the output depends on data only.
 */
export function buildEobPdf(eob: Eob, options: EobPdfOptions): Promise<Buffer> {
  const date = new Date(`${eob.date}T12:00:00Z`);
  const words = options.labels ?? ENGLISH;
  const money = moneyIn(options.lang ?? 'en-US');
  const { doc, bytes: done } = letterPdf(
    { title: `${words.title} ${usDate(eob.date)}`, author: options.brandName, subject: words.title, created: date, ...(options.lang ? { lang: options.lang } : {}) },
    { margin: MARGIN, compress: options.compress },
  );
  const width = doc.page.width - 2 * MARGIN;

  doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(options.brandName, MARGIN, MARGIN);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(words.title);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(words.notABill);
  doc.moveDown(0.8);

  const members = eob.members.length > 0 ? eob.members : [eob.subscriber];
  const facts: [string, string][] = [
    [words.date, usDate(eob.date)],
    [words.typeOfClaims, eob.typeOfClaims],
    [words.subscriber, fullName(eob.subscriber)],
    [words.members, members.map(fullName).join(', ')],
    [words.document, eob.documentId],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(label, MARGIN, y, { width: 110 });
    doc.font('Helvetica').text(value, MARGIN + 116, y, { width: width - 116 });
    doc.moveDown(0.3);
  }

  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(words.claims, MARGIN, doc.y);
  doc.moveDown(0.4);
  row(doc, COLUMNS.map((c) => words[c.title]), true);
  for (const c of eob.claims) {
    row(doc, [c.id, `${c.firstName} ${c.lastName}`, c.providerName, money(c.chargeAmount), money(c.patientResponsibility)]);
  }
  const totals = eobTotals(eob);
  row(doc, [words.total, '', '', money(totals.charge), money(totals.patientResponsibility)], true);

  doc.moveDown(1);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(words.note, MARGIN, doc.y, { width });

  doc.end();
  return done;
}

/** One table row (a rule above it); each cell cut to its column with an ellipsis. */
function row(doc: Doc, cells: readonly string[], bold = false): void {
  const y = doc.y + 4;
  doc.save().lineWidth(0.5).strokeColor(RULE).moveTo(MARGIN, y - 2).lineTo(doc.page.width - MARGIN, y - 2).stroke().restore();
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9).fillColor(INK);
  COLUMNS.forEach((column, index) => {
    doc.text(cells[index] ?? '', MARGIN + column.x, y + 2, {
      width: column.width,
      align: 'right' in column && column.right ? 'right' : 'left',
      lineBreak: false,
      ellipsis: true,
      height: 12,
    });
  });
  doc.x = MARGIN;
  doc.y = y + 16;
}

