import { describe, expect, it } from 'vitest';
import type { Problem } from '../../src/engine/manifest/problems';
import { chooseServed, servedLogLine, servedReason } from './served';

const error: Problem = { severity: 'error', file: 'brands/main.json', pointer: '/routes/default', message: 'must start with /' };
const warning: Problem = { ...error, severity: 'warning' };

describe('what members are served', () => {
  const problems = new Map<number, Problem[]>([[3, [error]], [2, [error, error]], [1, [warning]]]);
  const problemsOf = async (n: number) => problems.get(n) ?? [];

  it('the live version when it validates (warnings are no reason), else the newest older one that does', async () => {
    expect(await chooseServed([1], problemsOf)).toEqual({ served: 1, liveProblems: [] });
    expect(await chooseServed([3, 2, 1], problemsOf)).toEqual({ served: 1, liveProblems: [error] });
  });

  it("none validates: null (the brand's repository files), with the live version's errors", async () => {
    expect(await chooseServed([3, 2], problemsOf)).toEqual({ served: null, liveProblems: [error] });
    expect(await chooseServed([], problemsOf)).toEqual({ served: null, liveProblems: [] });
  });

  it('says which and why: a sentence for the studio, one line for the log without content', () => {
    expect(servedReason(3, 1, [error])).toBe(
      "Members are served version 1, not the live version 3: version 3 does not validate against the repository's base as it is now (1 problem, the first at brands/main.json /routes/default: must start with /). Publish a corrected version, or restore one that validates.",
    );
    expect(servedReason(3, null, [error, error])).toMatch(/^Members are served the brand's repository files, not the live version 3: .*\(2 problems/);
    expect(servedLogLine('main', 3, 1, [error])).toBe('[brand main] live version 3 does not validate (1 problem, the first at brands/main.json /routes/default): serving version 1.');
    expect(servedLogLine('main', 3, 1, [error])).not.toMatch(/\n/);
  });
});
