import { claimStatusCodes } from '../../../schemas/api/claims';
import type { Claim, ClaimLine, Eob, Member, SeedFamily } from './types';

/* Claims and their EOBs (spec §3 "Claim", "EOB"), built from a few numbers per service line. */

const money = (n: number) => Math.round(n * 100) / 100;

export interface LineInit {
  code: string;
  description: string;
  charge: number;
  paid: number;
  copay?: number;
  coinsurance?: number;
  deductible?: number;
  dentalCategory?: string;
  /**
   * Which dental fields name the procedure: `procedure` (dentalProcedure and dentalCategory, the default),
   * `alternate` (alternateDentalProcedure, the alternate benefit, and dentalCategory) or `category` (dentalCategory only).
   */
  dentalFields?: 'procedure' | 'alternate' | 'category';
}

export interface ClaimInit {
  id: string;
  type: Claim['claimType'];
  status: 'paid' | 'inProcess' | 'denied' | 'pending';
  patient: Member;
  provider: [id: string, name: string];
  serviceDate: string;
  paidDate?: string;
  lines: LineInit[];
  /** No check written yet (the claim has no claimCheck). */
  noCheck?: boolean;
}

const statuses = {
  paid: { claimStatusDescription: 'Paid', claimStatusCode: claimStatusCodes.paid },
  inProcess: { claimStatusDescription: 'In Process', claimStatusCode: claimStatusCodes.inProcess },
  denied: { claimStatusDescription: 'Denied', claimStatusCode: claimStatusCodes.denied },
  pending: { claimStatusDescription: 'Pending', claimStatusCode: claimStatusCodes.pending },
} as const satisfies Record<ClaimInit['status'], Pick<Claim, 'claimStatusDescription' | 'claimStatusCode'>>;

function dentalFields(line: LineInit): Pick<ClaimLine, 'dentalProcedure' | 'alternateDentalProcedure' | 'dentalCategory'> {
  const procedure = { code: line.code, description: line.description };
  const dentalCategory = line.dentalCategory ?? 'Preventive';
  if (line.dentalFields === 'alternate') return { alternateDentalProcedure: procedure, dentalCategory };
  if (line.dentalFields === 'category') return { dentalCategory };
  return { dentalProcedure: procedure, dentalCategory };
}

/** A claim whose totals are the sums of its lines: what the member owes is charge minus paid. */
export function claim(init: ClaimInit): Claim {
  const lines: ClaimLine[] = init.lines.map((line, index) => {
    // Nothing is owed until a claim is processed.
    const owed = init.status === 'inProcess' || init.status === 'pending' ? 0 : money(line.charge - line.paid);
    const copay = line.copay ?? 0;
    const deductible = line.deductible ?? 0;
    const coinsurance = line.coinsurance ?? money(owed - copay - deductible);
    return {
      claimDetailPK: { sequenceNumber: index + 1 },
      serviceDateFrom: init.serviceDate,
      status: statuses[init.status].claimStatusDescription,
      statusCode: statuses[init.status].claimStatusCode,
      serviceDescription: line.description,
      procedureCode: line.code,
      chargeAmount: line.charge,
      paidAmount: line.paid,
      combinedMemberResponsibilityAmount: owed,
      coinsuranceAmount: coinsurance,
      copayAmount: copay,
      deductibleAmount: deductible,
      disallowAmount: init.status === 'denied' ? line.charge : 0,
      nonCoveredCharges: init.status === 'denied' ? line.charge : 0,
      lineDisallowed: init.status === 'denied' ? line.charge : 0,
      ...(init.type === 'D' ? dentalFields(line) : {}),
    };
  });
  const sum = (pick: (line: ClaimLine) => number) => money(lines.reduce((total, line) => total + pick(line), 0));
  const paidAmountTotal = sum((line) => line.paidAmount);
  return {
    id: init.id,
    claimType: init.type,
    ...statuses[init.status],
    paidDate: init.status === 'paid' ? (init.paidDate ?? init.serviceDate) : null,
    memberKey: init.patient.memberKey,
    memberSuffix: init.patient.memberSuffix,
    patient: { firstName: init.patient.firstName, lastName: init.patient.lastName },
    provider: { providerId: init.provider[0], providerName: init.provider[1] },
    payeeProvider: { name: init.provider[1] },
    serviceDateFrom: init.serviceDate,
    claimDetailTotals: {
      chargeAmountTotal: sum((line) => line.chargeAmount),
      paidAmountTotal,
      combinedMemberResponsibilityAmount: sum((line) => line.combinedMemberResponsibilityAmount),
    },
    ...(init.noCheck ? {} : { claimCheck: { checkPayeeAmount: init.status === 'paid' ? paidAmountTotal : 0 } }),
    claimDetails: lines,
  };
}

const claimTypeNames = { M: 'Medical', D: 'Dental', V: 'Vision' } as const;

/** One EOB per paid claim, dated the day it was paid, with its PDF. */
export function eobsFor(claims: Claim[], subscriber: Member): Eob[] {
  return claims
    .filter((c) => c.claimStatusCode === statuses.paid.claimStatusCode && c.paidDate)
    .map((c) => ({
      documentId: `EOB-${c.id}`,
      pdfDocumentId: `PDF-${c.id}`,
      date: c.paidDate as string,
      typeOfClaims: claimTypeNames[c.claimType],
      subscriber: { firstName: subscriber.firstName, middleInitial: null, lastName: subscriber.lastName },
      members: [{ firstName: c.patient.firstName, middleInitial: null, lastName: c.patient.lastName }],
      claims: [{
        id: c.id,
        firstName: c.patient.firstName,
        lastName: c.patient.lastName,
        providerName: c.provider.providerName,
        chargeAmount: c.claimDetailTotals.chargeAmountTotal,
        patientResponsibility: c.claimDetailTotals.combinedMemberResponsibilityAmount,
      }],
    }));
}

/** Adds claims for a family's subscriber, with an EOB for each paid one. */
export function withClaims(seed: SeedFamily, build: (subscriber: Member) => ClaimInit[]): SeedFamily {
  const subscriber = seed.members.find((m) => m.memberSuffix === 0);
  if (!subscriber) throw new Error(`Family ${seed.family.subscriberId} has no subscriber`);
  const claims = build(subscriber).map(claim);
  return { ...seed, claims, eobs: eobsFor(claims, subscriber) };
}
