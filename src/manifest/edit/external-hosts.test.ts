import { describe, expect, it } from 'vitest';
import { addedExternalHosts, externalHostLines } from './external-hosts';

const manifest = (links: string[], forms: string[] = []) => ({ externalHosts: { links, forms } });

describe('addedExternalHosts', () => {
  it('lists the hosts the draft declares and the publication does not, links and forms', () => {
    expect(addedExternalHosts(manifest(['a.example']), manifest(['a.example', 'evil.example'], ['pay.example']))).toEqual([
      { host: 'evil.example', purpose: 'links' },
      { host: 'pay.example', purpose: 'forms' },
    ]);
  });

  it('a host moved from links to forms is added as a form host (forms carry what a member typed)', () => {
    expect(addedExternalHosts(manifest(['a.example']), manifest([], ['a.example']))).toEqual([{ host: 'a.example', purpose: 'forms' }]);
  });

  it('nothing for kept, reordered or removed hosts', () => {
    expect(addedExternalHosts(manifest(['a.example', 'b.example']), manifest(['b.example', 'a.example']))).toEqual([]);
    expect(addedExternalHosts(manifest(['a.example', 'b.example']), manifest(['a.example']))).toEqual([]);
  });

  it('a host any of several befores declares is not added (the publication and the stored draft)', () => {
    const after = manifest(['a.example', 'b.example', 'c.example']);
    expect(addedExternalHosts([manifest(['a.example']), manifest(['b.example'])], after)).toEqual([{ host: 'c.example', purpose: 'links' }]);
  });

  it('reads any value: no externalHosts, a wrong type, duplicates', () => {
    expect(addedExternalHosts({}, manifest(['x.example', 'x.example']))).toEqual([{ host: 'x.example', purpose: 'links' }]);
    expect(addedExternalHosts(null, { externalHosts: { links: 'x.example', forms: [5] } })).toEqual([]);
  });
});

describe('externalHostLines', () => {
  it("are the review's lines", () => {
    expect(externalHostLines([{ host: 'evil.example', purpose: 'links' }, { host: 'pay.example', purpose: 'forms' }])).toEqual([
      { kind: 'added', path: '/externalHosts/links', text: 'new external host evil.example' },
      { kind: 'added', path: '/externalHosts/forms', text: 'new external host pay.example (forms are posted to it)' },
    ]);
  });
});
