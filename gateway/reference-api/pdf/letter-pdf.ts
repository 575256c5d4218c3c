import PDFDocument from 'pdfkit';

export type PdfDoc = InstanceType<typeof PDFDocument>;

export interface LetterPdfInfo {
  title: string;
  author: string;
  subject?: string;
  /** Its creation and modification date: one from the data, so the output depends on the data only. */
  created: Date;
  /** Its language tag (default en-US). */
  lang?: string;
}

/**
 * A Letter-size, tagged-language PDF the reference API's documents draw on (ID card, EOB, member documents), and
 * the bytes it will have once ended: `const { doc, bytes } = letterPdf(...); draw; doc.end(); return bytes;`.
 */
export function letterPdf(info: LetterPdfInfo, options: { margin: number; compress?: boolean }): { doc: PdfDoc; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: options.margin,
    compress: options.compress ?? true,
    lang: info.lang ?? 'en-US',
    displayTitle: true,
    info: {
      Title: info.title,
      Author: info.author,
      ...(info.subject ? { Subject: info.subject } : {}),
      CreationDate: info.created,
      ModDate: info.created,
    },
  });
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
