import { describe, expect, it } from 'vitest';
import { cancellationStatusIds } from '@schemas/api/plan-management';
import { wordsText } from '../../engine/i18n/words';
import { refusalTexts, translator } from '../../../test/translate';
import type { PlanManagementDetails } from '../../api/response-types';
import { accountFixture, activeRecord, futureRecord, memberFixture, termedRecord, TODAY } from '../../member/member-context.fixture';
import { renewingPlanFixture } from './plan-management.fixture';
import {
  cancellationConsequence,
  cancellationOptionWords,
  cancellationRefusals,
  planBenefitMembers,
  planManagementView,
  planNameIndex,
} from './page-rules';

const subscriber = memberFixture({ memberKey: 'MK-0', memberSuffix: 0, firstName: 'Dana', networkNames: [' Summit Choice ', 'Summit Dental', ' '] });
const spouse = memberFixture({ memberKey: 'MK-1', memberSuffix: 1, firstName: 'Chris', relationship: 'P', relationshipDescription: 'Spouse' });
const child = memberFixture({
  memberKey: 'MK-2', memberSuffix: 2, firstName: 'Riley', relationship: 'C', relationshipDescription: 'Child', insuranceType: null,
  eligibility: { medical: [futureRecord], dental: [termedRecord], vision: [], pharmacy: [{ ...activeRecord, eligible: false }] },
});

describe('planBenefitMembers: whose plans the page shows and their plan lines (spec §4)', () => {
  it('the subscriber sees the family, subscriber first then by suffix', () => {
    const account = { ...accountFixture(subscriber), members: [child, subscriber, spouse] };
    expect(planBenefitMembers(account, TODAY).map((m) => [m.suffix, m.name, m.relationship])).toEqual([
      [0, 'Dana Rivera', 'Subscriber'],
      [1, 'Chris Rivera', 'Spouse'],
      [2, 'Riley Rivera', 'Child'],
    ]);
  });

  it('a dependent sees themself: the account answers no one else', () => {
    const account = { ...accountFixture(child), members: [child] };
    expect(planBenefitMembers(account, TODAY).map((m) => m.name)).toEqual(['Riley Rivera']);
    // The signed-in member is shown even if the list left them out.
    expect(planBenefitMembers({ ...accountFixture(child), members: [] }, TODAY).map((m) => m.name)).toEqual(['Riley Rivera']);
  });

  it("each category's line: Active since, Effective on, Terminated on; no line without an eligible record", () => {
    const [dana] = planBenefitMembers(accountFixture(subscriber), TODAY);
    expect(dana?.plans.map((p) => [p.category, p.status, p.date, p.benefitsPath])).toEqual([
      ['medical', 'ACTIVE', '2025-01-01', '/benefits/medical'],
      ['dental', 'ACTIVE', '2025-01-01', '/benefits/dental'],
      ['vision', 'ACTIVE', '2025-01-01', '/benefits/vision'],
      ['pharmacy', 'ACTIVE', '2025-01-01', '/benefits/pharmacy'],
    ]);
    const [riley] = planBenefitMembers(accountFixture(child), TODAY);
    expect(riley?.plans.map((p) => [p.category, p.status, p.date, p.benefitsPath])).toEqual([
      ['medical', 'FUTURE', '2026-12-01', '/benefits/medical'],
      // A terminated plan has no benefits page link.
      ['dental', 'TERMED', '2025-12-31', null],
    ]);
  });

  it('plan names from the plan history by member, category and effective date; the plan id always', () => {
    const names = planNameIndex([
      { memberKey: 'MK-0', category: 'medical', effectiveDate: '2025-01-01', plan: 'Summit Individual PPO $500' },
      { memberKey: 'MK-0', category: 'medical', effectiveDate: '2024-01-01', plan: 'Older plan' },
      { memberKey: 'MK-1', category: 'dental', effectiveDate: '2025-01-01', plan: 'Not Dana' },
    ]);
    const [dana] = planBenefitMembers(accountFixture(subscriber), TODAY, names);
    expect(dana?.plans.map((p) => [p.category, p.classPlanId, p.planName])).toEqual([
      ['medical', 'PLAN-1', 'Summit Individual PPO $500'],
      ['dental', 'PLAN-1', null],
      ['vision', 'PLAN-1', null],
      ['pharmacy', 'PLAN-1', null],
    ]);
  });

  it('insurance type and networks as present (blank names dropped)', () => {
    const [dana] = planBenefitMembers(accountFixture(subscriber), TODAY);
    expect(dana).toMatchObject({ insuranceType: 'PPO', networks: ['Summit Choice', 'Summit Dental'] });
    expect(planBenefitMembers(accountFixture(child), TODAY)[0]?.insuranceType).toBeNull();
  });
});

/** The `subscriber` persona: eligible and active, direct, no status. */
const renewing = renewingPlanFixture;
/** The `cancelled` persona: status D. */
const cancelled: PlanManagementDetails = {
  ...renewing,
  directPlanCancellationStatus: { id: 'D', description: 'Medical and dental plans will not renew' },
};

describe('planManagementView (spec §3 "Plan management details", §4, §6)', () => {
  it('plan years, open enrollment start to end, where to renew; the subscriber may choose among the options', () => {
    expect(planManagementView(renewing, true)).toEqual({
      currentPlanYear: '2026',
      upcomingPlanYear: '2027',
      openEnrollment: { start: '2026-11-07', end: '2026-12-21' },
      coverageStartUponRenewal: '2027-02-01',
      shopUrl: 'https://shop.example.com/individual',
      exchange: { url: 'https://exchange.example.com', label: 'the health insurance marketplace' },
      notRenewing: null,
      cancel: {
        kind: 'options',
        options: [
          { id: 'M', label: { key: 'planManagement.manage.cancel.options.M' } },
          { id: 'D', label: { key: 'planManagement.manage.cancel.options.D' } },
        ],
      },
    });
  });

  it('a dependent is offered no cancel (the gateway answers them 403)', () => {
    expect(planManagementView(renewing, false).cancel).toEqual({ kind: 'subscriberOnly' });
  });

  it('a plan already set not to renew shows when benefits end and which plans (D: medical and dental), and no cancel', () => {
    const view = planManagementView(cancelled, true);
    expect(view.notRenewing).toEqual({ kind: 'notRenewing', coverageEnd: '2027-01-31', plansNotRenewed: ['medical', 'dental'] });
    expect(view.cancel).toEqual({ kind: 'none' });
    expect(view.coverageStartUponRenewal).toBeNull();
    const medicalOnly = planManagementView({ ...cancelled, directPlanCancellationStatus: { id: 'M', description: 'Medical plan will not renew' } }, true);
    expect(medicalOnly.notRenewing?.plansNotRenewed).toEqual(['medical']);
  });

  it('no cancel for a group plan or without options; open enrollment needs both dates', () => {
    expect(planManagementView({ ...renewing, groupType: 'GROUP' }, true).cancel).toEqual({ kind: 'none' });
    expect(planManagementView({ ...renewing, directCancellationOptions: [] }, true).cancel).toEqual({ kind: 'none' });
    expect(planManagementView({ ...renewing, openEnrollmentStart: null }, true).openEnrollment).toBeNull();
  });

  it('links only https addresses; the exchange without a label is named by its address', () => {
    const view = planManagementView({ ...renewing, directShopUrl: 'ftp://shop.example.com', exchangeUrlLabel: ' ' }, true);
    expect(view.shopUrl).toBeNull();
    expect(view.exchange).toEqual({ url: 'https://exchange.example.com', label: 'https://exchange.example.com' });
    expect(planManagementView({ ...renewing, directShopUrl: 'http://shop.example.com', exchangeUrl: null }, true)).toMatchObject({
      shopUrl: null,
      exchange: null,
    });
  });
});

describe('cancellationConsequence: the confirmation says what ends and when (spec §4: M medical, D medical and dental)', () => {
  it('M: the medical plan', () => {
    expect(cancellationConsequence('M', '2027-01-31')).toEqual({ key: 'planManagement.manage.consequence.M.withDate', endDate: '2027-01-31' });
  });

  it('D: the medical and dental plans', () => {
    expect(cancellationConsequence('D', '2027-01-31')).toEqual({ key: 'planManagement.manage.consequence.D.withDate', endDate: '2027-01-31' });
  });

  it('without a coverage end date: the end of the current plan year', () => {
    expect(cancellationConsequence('D', null)).toEqual({ key: 'planManagement.manage.consequence.D.withoutDate', endDate: null });
  });
});

describe("plan management in the page's language (issue 30)", () => {
  it("words each cancellation option by its id, in English as the API describes it, and in Spanish", () => {
    const words = (language: 'en' | 'es') => cancellationStatusIds.map((id) => wordsText(cancellationOptionWords(id), translator(language)));
    expect(words('en')).toEqual(['Do not renew my medical plan', 'Do not renew my medical and dental plans']);
    expect(words('es')).toEqual(['No renovar mi plan médico', 'No renovar mis planes médico y dental']);
  });

  it('words each refusal of POST plan-management/cancellation as the gateway does in English, and in Spanish', () => {
    expect(refusalTexts(cancellationRefusals, 'en')).toEqual({
      ALREADY_CANCELLED: 'Your plan is already set not to renew. Contact customer service to change that choice.',
      OPTION_NOT_OFFERED: 'That cancellation option is not offered for this plan.',
      CANCELLATION_NOT_ALLOWED: 'Plan management is not available to this member: only the subscriber of an active direct plan may cancel it.',
    });
    expect(refusalTexts(cancellationRefusals, 'es')).toEqual({
      ALREADY_CANCELLED: 'Su plan ya está configurado para no renovarse. Comuníquese con servicio al cliente para cambiar esa elección.',
      OPTION_NOT_OFFERED: 'Esa opción de cancelación no se ofrece para este plan.',
      CANCELLATION_NOT_ALLOWED: 'La administración del plan no está disponible para este miembro: solo el suscriptor de un plan directo activo puede cancelarlo.',
    });
  });
});
