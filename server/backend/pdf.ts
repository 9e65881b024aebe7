/**
 * A small, valid PDF 1.4 (one A4 page, Helvetica, WinAnsiEncoding) with the given lines of text,
 * written with the byte offsets of its cross-reference table, so any PDF reader opens it. Text is
 * Latin-1 (the stack's documents are in the portal's languages); other characters become "?".
 */
function latin1(text: string): string {
  return [...text].map((ch) => (ch.charCodeAt(0) <= 0xff && ch.length === 1 ? ch : '?')).join('');
}

function pdfString(text: string): string {
  return `(${latin1(text)
    .replace(/[\\()]/g, (c) => `\\${c}`)
    .replace(/[\r\n]/g, ' ')})`;
}

export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 18 Tf',
    '56 780 Td',
    `${pdfString(title)} Tj`,
    '/F1 11 Tf',
    ...lines.flatMap((line) => ['0 -22 Td', `${pdfString(line)} Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (Savingo local stack) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
