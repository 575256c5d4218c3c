import { inflateSync } from 'node:zlib';

/*
 * Test support: the text a pdfkit PDF draws, one string per text-showing operator, in drawing order. pdfkit
 * writes text with the standard fonts as hex strings in TJ arrays (split where it kerns), inside content streams
 * that are Flate-compressed unless `compress: false`. This reads exactly that, not PDFs in general.
 */
/*
 * The standard fonts' WinAnsiEncoding is Windows-1252: Latin-1 except 0x80–0x9F (the ellipsis is 0x85). Node's
 * TextDecoder decodes 'windows-1252' as Latin-1, so those 32 codes are mapped here (unassigned ones stay as is).
 */
const cp1252High = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8DŽ\x8F\x90‘’“”•–—˜™š›œ\x9DžŸ';
const winAnsi = {
  decode: (bytes: Buffer) =>
    [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? cp1252High[byte - 0x80] : String.fromCharCode(byte))).join(''),
};

export function pdfTextLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const stream of contentStreams(raw, pdf)) {
    for (const match of stream.matchAll(/\[((?:<[0-9a-fA-F]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)) {
      const hexParts = [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1] ?? '');
      lines.push(hexParts.map((hex) => winAnsi.decode(Buffer.from(hex, 'hex'))).join(''));
    }
  }
  return lines;
}

function contentStreams(raw: string, pdf: Buffer): string[] {
  const streams: string[] = [];
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(raw); match; match = pattern.exec(raw)) {
    const dictionary = match[1] ?? '';
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    if (!Number.isFinite(length)) continue;
    const start = match.index + match[0].length;
    const bytes = pdf.subarray(start, start + length);
    streams.push((dictionary.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1'));
    pattern.lastIndex = start + length;
  }
  return streams;
}
