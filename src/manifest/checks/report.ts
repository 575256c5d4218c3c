import type { ValidationResult } from './run';

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The report printed by `npm run validate`: one line per problem (`<file> <pointer>: <message>`, warnings marked),
 * its hint indented below, then a summary. Exit code 1 when there is any error.
 */
export function formatReport({ problems, manifestCount, contentCount }: ValidationResult): { text: string; exitCode: 0 | 1 } {
  const lines: string[] = [];
  for (const p of problems) {
    const where = [p.file ?? '(unknown file)', p.pointer].filter(Boolean).join(' ');
    lines.push(`${where}: ${p.severity === 'warning' ? 'warning: ' : ''}${p.message}`);
    if (p.hint) lines.push(`    ${p.hint}`);
  }
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  if (lines.length > 0) lines.push('');
  lines.push(
    `Checked ${count(manifestCount, 'manifest')} and ${count(contentCount, 'content file')}: ${count(errors, 'error')}, ${count(warnings, 'warning')}.`,
  );
  return { text: `${lines.join('\n')}\n`, exitCode: errors > 0 ? 1 : 0 };
}
