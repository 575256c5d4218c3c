import type { Calendar } from './dates';
import type { Referral } from './types';

/*
 * Referrals by family (keyed by the subscriber's member key). The Rivera family (`subscriber`) has more than one
 * page of them (the app asks for 5 a page), for every member, from several providers, in every status, with expired
 * ones; `minordep` (Riley) sees only her own. The Medicare member has one.
 */

type Provider = { providerId: string; providerName: string };
const northside: Provider = { providerId: 'P-448201', providerName: 'Maya Okafor, MD' };
const pediatrics: Provider = { providerId: 'P-552019', providerName: 'Samuel Reyes, MD' };
const riverbendPcp: Provider = { providerId: 'P-702310', providerName: 'Anita Holm, MD' };

const specialists = {
  orthopedics: { providerId: 'P-330915', providerName: 'Cascade Orthopedics', specialty: 'Orthopedic surgery' },
  cardiology: { providerId: 'P-118842', providerName: 'Providence Heart Clinic', specialty: 'Cardiology' },
  dermatology: { providerId: 'P-640127', providerName: 'Willamette Dermatology', specialty: 'Dermatology' },
  physicalTherapy: { providerId: 'P-515530', providerName: 'Bridge City Physical Therapy', specialty: 'Physical therapy' },
  allergy: { providerId: 'P-287714', providerName: 'Rose City Allergy & Asthma', specialty: 'Allergy and immunology' },
} as const;

const statuses = {
  A: 'Approved',
  P: 'Pending',
  D: 'Denied',
  E: 'Expired',
} as const;

function referral(
  cal: Calendar,
  r: Omit<Referral, 'statusDescription' | 'startDate' | 'endDate'> & { startInDays: number; endInDays: number },
): Referral {
  const { startInDays, endInDays, ...rest } = r;
  return { ...rest, statusDescription: statuses[r.statusCode], startDate: cal.daysFromToday(startInDays), endDate: cal.daysFromToday(endInDays) };
}

/** A family's referrals, newest first as stored; none for a family without. */
export function familyReferrals(cal: Calendar, subscriberKey: string): Referral[] {
  const of = (list: Parameters<typeof referral>[1][]) => list.map((r) => referral(cal, r));
  switch (subscriberKey) {
    case '700100':
      return of([
        { referralId: 'R2400871', memberKey: '700101', referredTo: specialists.orthopedics, referredBy: northside,
          statusCode: 'A', startInDays: -20, endInDays: 160, visitsAuthorized: 6, visitsUsed: 1 },
        { referralId: 'R2400902', memberKey: '700100', referredTo: specialists.dermatology, referredBy: northside,
          statusCode: 'P', startInDays: -3, endInDays: 177, visitsAuthorized: 2, visitsUsed: 0 },
        { referralId: 'R2400884', memberKey: '700102', referredTo: specialists.allergy, referredBy: pediatrics,
          statusCode: 'A', startInDays: -15, endInDays: 165, visitsAuthorized: 4, visitsUsed: 1 },
        { referralId: 'R2400860', memberKey: '700103', referredTo: specialists.physicalTherapy, referredBy: northside,
          statusCode: 'A', startInDays: -40, endInDays: 50, visitsAuthorized: 12, visitsUsed: 5 },
        { referralId: 'R2400790', memberKey: '700100', referredTo: specialists.physicalTherapy, referredBy: northside,
          statusCode: 'D', startInDays: -70, endInDays: 110, visitsAuthorized: 0, visitsUsed: 0 },
        { referralId: 'R2400655', memberKey: '700102', referredTo: specialists.dermatology, referredBy: pediatrics,
          statusCode: 'E', startInDays: -260, endInDays: -80, visitsAuthorized: 2, visitsUsed: 2 },
        { referralId: 'R2400512', memberKey: '700100', referredTo: specialists.cardiology, referredBy: northside,
          statusCode: 'E', startInDays: -300, endInDays: -120, visitsAuthorized: 3, visitsUsed: 3 },
        { referralId: 'R2300418', memberKey: '700101', referredTo: specialists.cardiology, referredBy: northside,
          statusCode: 'E', startInDays: -420, endInDays: -240, visitsAuthorized: 2, visitsUsed: 1 },
      ]);
    case '702000':
      return of([
        { referralId: 'R2400933', memberKey: '702000', referredTo: specialists.cardiology, referredBy: riverbendPcp,
          statusCode: 'A', startInDays: -10, endInDays: 170, visitsAuthorized: 4, visitsUsed: 0 },
      ]);
    default:
      return [];
  }
}
