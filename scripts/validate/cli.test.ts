// scripts/validate.ts as a command: what it prints and its exit status, on a scratch copy of the repo's files.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaDocuments } from '../generate/schema-documents';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'validate-cli-'));
  cpSync(path.join(repo, 'brands'), path.join(dir, 'brands'), { recursive: true });
  cpSync(path.join(repo, 'content'), path.join(dir, 'content'), { recursive: true });
  mkdirSync(path.join(dir, 'schemas'));
  for (const doc of schemaDocuments) cpSync(path.join(repo, doc.file), path.join(dir, doc.file));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function validate(...args: string[]) {
  const result = spawnSync(path.join(repo, 'node_modules/.bin/tsx'), [path.join(repo, 'scripts/validate.ts'), '--root', dir, ...args], {
    cwd: repo,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout };
}

describe('tsx scripts/validate.ts', () => {
  it('exits 0 and prints the summary when everything is valid', () => {
    const { status, stdout } = validate();
    expect(stdout).toMatch(/^Checked 4 manifests and \d+ content files: 0 errors, 0 warnings\.\n$/);
    expect(status).toBe(0);
  }, 20_000);

  it('--brands-dir adds the brands of a folder laid out like the repo (the fifth test brand), checked the same way', () => {
    cpSync(path.join(repo, 'test/fixtures/fifth-brand'), path.join(dir, 'extra'), { recursive: true });
    expect(validate('--brands-dir', 'extra')).toEqual({ status: 0, stdout: expect.stringMatching(/^Checked 5 manifests and \d+ content files: 0 errors, 0 warnings\.\n$/) });
    expect(JSON.parse(validate('--brands-dir', 'extra', '--resolved', 'fifth').stdout)).toMatchObject({
      brand: { id: 'fifth', domainId: 7 },
      features: { eBillOffered: true, policiesOnlySignInFlow: false },
    });

    const file = path.join(dir, 'extra/brands/fifth.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    manifest.theme.logo.src = '/brand-assets/fifth-logoo.svg';
    writeFileSync(file, JSON.stringify(manifest, null, 2));
    writeFileSync(path.join(dir, 'extra/content/brands/fifth/footer.json'), JSON.stringify({ copyright: { line9: 'x' } }));
    const broken = validate('--brands-dir', 'extra');
    expect(broken.stdout).toContain('extra/brands/fifth.json /theme/logo/src: "/brand-assets/fifth-logoo.svg" needs the file');
    expect(broken.stdout).toContain('extra/content/brands/fifth/footer.json /copyright/line9: "footer.copyright.line9" is not a key in content/en');
    expect(broken.status).toBe(1);
    rmSync(path.join(dir, 'extra'), { recursive: true, force: true });
  }, 40_000);

  it('exits 1 and prints file, pointer and sentence for a broken manifest', () => {
    const file = path.join(dir, 'brands/base.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    manifest.menus.account[2].rule = { fact: 'member.isSubscribr' };
    writeFileSync(file, JSON.stringify(manifest, null, 2));
    const { status, stdout } = validate();
    expect(stdout.split('\n')[0]).toBe(
      'brands/base.json /menus/account/2/rule/fact: "member.isSubscribr" is not a known fact; did you mean "member.isSubscriber"?',
    );
    expect(stdout).toMatch(/: 1 error, 0 warnings\.\n$/);
    expect(status).toBe(1);
  }, 20_000);
});
