import { describe, expect, it } from 'vitest';
import { buildFacts } from './facts';
import { accountFixture, contextFixture, memberFixture, termedRecord } from './member-context.fixture';
import { predicates } from './predicates';

const dependent = (dateOfBirth: string) =>
  buildFacts(contextFixture({ account: accountFixture(memberFixture({ memberSuffix: 2, dateOfBirth })) }));

describe('predicates', () => {
  it('settingsAllowed: the subscriber or a dependent aged 18 or older', () => {
    expect(predicates.settingsAllowed(buildFacts(contextFixture()))).toBe(true);
    expect(predicates.settingsAllowed(dependent('2006-01-01'))).toBe(true);
    expect(predicates.settingsAllowed(dependent('2009-05-01'))).toBe(false);
  });

  it('ebillMenuAllowed: hidden with no eBill or when termed', () => {
    expect(predicates.ebillMenuAllowed(buildFacts(contextFixture()))).toBe(true);
    expect(predicates.ebillMenuAllowed(buildFacts(contextFixture({ ebill: { has: false, registered: false, showAlert: false } })))).toBe(false);
    const termed = memberFixture({ eligibility: { medical: [termedRecord], dental: [], vision: [], pharmacy: [] } });
    expect(predicates.ebillMenuAllowed(buildFacts(contextFixture({ account: accountFixture(termed) })))).toBe(false);
  });

  it('claimsLabelForNonSubscriber', () => {
    expect(predicates.claimsLabelForNonSubscriber(buildFacts(contextFixture()))).toBe(false);
    expect(predicates.claimsLabelForNonSubscriber(dependent('2006-01-01'))).toBe(true);
  });
});
