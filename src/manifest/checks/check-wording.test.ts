import { describe, expect, it } from 'vitest';
import { wordingProblems } from './check-wording';
import type { TextFile } from './types';

const file = (path: string, json: unknown): TextFile => ({ file: path, text: JSON.stringify(json) });

/** Every copy file of the repository, as npm run validate reads them. */
const repositoryCopy = Object.entries(
  import.meta.glob<string>(['../../../content/**/*.json'], { eager: true, query: '?raw', import: 'default' }),
).map(([path, text]) => ({ file: path.replace(/^(\.\.\/)+/, ''), text }));

describe("the copy's one wording (issue 29)", () => {
  it("warns of copy that says 'E-mail', in any case, naming its file and key", () => {
    const problems = wordingProblems([
      file('content/en/settings.json', { $schema: 'x', communication: { title: 'E-mail and communication', email: 'Email' } }),
      file('content/brands/hospital/auth.json', { recovery: { sent: 'We e-mailed your code.' } }),
    ]);
    expect(problems).toEqual([
      {
        severity: 'warning',
        file: 'content/en/settings.json',
        pointer: '/communication/title',
        message: '"E-mail and communication" says "E-mail": the dashboard writes "Email" (one wording across settings and forms).',
      },
      expect.objectContaining({ file: 'content/brands/hospital/auth.json', pointer: '/recovery/sent' }),
    ]);
  });

  it("no copy in content/ says 'E-mail' (every language, every brand)", () => {
    expect(repositoryCopy.length).toBeGreaterThan(30);
    expect(repositoryCopy.some((f) => f.file.startsWith('content/es/'))).toBe(true);
    expect(wordingProblems(repositoryCopy)).toEqual([]);
  });
});
