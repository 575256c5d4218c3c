import type { Calendar } from './dates';
import type { ClaimInit } from './claims';
import type { Member } from './types';

/*
 * The Rivera family's older claims (issue 12), so every branch of the claims pages is reachable: more than one page
 * of 10 per claim type, every status (Paid, In Process, Denied, Pending), dental lines named by dentalProcedure,
 * alternateDentalProcedure or dentalCategory alone, and a claim with no check. All are older than the subscriber's
 * three newest medical claims (the home's recent claims card stays as it was) and have no EOB of their own.
 */

interface Family {
  dana: Member;
  chris: Member;
  riley: Member;
  sam: Member;
}

const northside = ['P-448201', 'Northside Family Medicine'] as const;
const orthopedics = ['P-330915', 'Cascade Orthopedics'] as const;
const imaging = ['P-610442', 'Providence Imaging Center'] as const;
const pediatrics = ['P-552019', 'Rose City Pediatrics'] as const;
const urgentCare = ['P-771305', 'Eastside Urgent Care'] as const;
const physicalTherapy = ['P-118420', 'Willamette Physical Therapy'] as const;
const brightSmiles = ['P-220118', 'Bright Smiles Dental'] as const;
const oralSurgery = ['P-226730', 'Pearl District Oral Surgery'] as const;
const clearView = ['P-905521', 'ClearView Optometry'] as const;
const visionCenter = ['P-907744', 'Lloyd Center Vision'] as const;

export function claimHistory(cal: Calendar, { dana, chris, riley, sam }: Family): ClaimInit[] {
  const day = (days: number) => cal.daysFromToday(days);
  const medical: ClaimInit[] = [
    { id: 'M2400123406', type: 'M', status: 'paid', patient: dana, provider: [...northside], serviceDate: day(-90), paidDate: day(-78),
      lines: [{ code: '80053', description: 'Comprehensive metabolic panel', charge: 96, paid: 72, coinsurance: 24 }] },
    { id: 'M2400123407', type: 'M', status: 'paid', patient: dana, provider: [...physicalTherapy], serviceDate: day(-130), paidDate: day(-117),
      lines: [{ code: '97110', description: 'Therapeutic exercise, 15 minutes', charge: 140, paid: 95, copay: 45 },
        { code: '97140', description: 'Manual therapy, 15 minutes', charge: 120, paid: 120 }] },
    { id: 'M2400123408', type: 'M', status: 'pending', patient: chris, provider: [...orthopedics], serviceDate: day(-160),
      lines: [{ code: '29881', description: 'Knee arthroscopy with meniscectomy', charge: 4820, paid: 0, coinsurance: 0 }] },
    { id: 'M2400123409', type: 'M', status: 'denied', patient: dana, provider: [...imaging], serviceDate: day(-210), noCheck: true,
      lines: [{ code: '76700', description: 'Abdominal ultrasound, complete', charge: 610, paid: 0, coinsurance: 0 }] },
    { id: 'M2400123410', type: 'M', status: 'paid', patient: sam, provider: [...urgentCare], serviceDate: day(-240), paidDate: day(-226),
      lines: [{ code: '99213', description: 'Office visit, established patient', charge: 185, paid: 135, copay: 50 }] },
    { id: 'M2400123411', type: 'M', status: 'paid', patient: dana, provider: [...northside], serviceDate: day(-280), paidDate: day(-266),
      lines: [{ code: '99396', description: 'Preventive visit, age 40-64', charge: 330, paid: 330 }] },
    { id: 'M2400123412', type: 'M', status: 'paid', patient: riley, provider: [...pediatrics], serviceDate: day(-300), paidDate: day(-288),
      lines: [{ code: '99213', description: 'Office visit, established patient', charge: 165, paid: 140, copay: 25 }] },
    { id: 'M2400123413', type: 'M', status: 'paid', patient: dana, provider: [...orthopedics], serviceDate: day(-330), paidDate: day(-315),
      lines: [{ code: '73560', description: 'X-ray of knee, one or two views', charge: 210, paid: 150, deductible: 60 }] },
    { id: 'M2300123414', type: 'M', status: 'denied', patient: chris, provider: [...urgentCare], serviceDate: day(-450),
      lines: [{ code: '99284', description: 'Emergency department visit, high severity', charge: 1450, paid: 0, coinsurance: 0 }] },
    { id: 'M2300123415', type: 'M', status: 'paid', patient: dana, provider: [...physicalTherapy], serviceDate: day(-520), paidDate: day(-505),
      lines: [{ code: '97161', description: 'Physical therapy evaluation', charge: 260, paid: 180, deductible: 80 }] },
  ];
  const dental: ClaimInit[] = [
    { id: 'D2400456703', type: 'D', status: 'paid', patient: dana, provider: [...brightSmiles], serviceDate: day(-95), paidDate: day(-84),
      lines: [{ code: 'D2950', description: 'Core buildup, including any pins', charge: 310, paid: 155, dentalCategory: 'Major' },
        { code: 'D2791', description: 'Crown, full cast high noble metal', charge: 1240, paid: 620, dentalCategory: 'Major', dentalFields: 'alternate' }] },
    { id: 'D2400456704', type: 'D', status: 'inProcess', patient: chris, provider: [...oralSurgery], serviceDate: day(-85),
      lines: [{ code: 'D7240', description: 'Removal of impacted tooth, completely bony', charge: 690, paid: 0, coinsurance: 0, dentalCategory: 'Oral surgery' }] },
    { id: 'D2400456705', type: 'D', status: 'paid', patient: dana, provider: [...brightSmiles], serviceDate: day(-230), paidDate: day(-219),
      lines: [{ code: 'D0120', description: 'Periodic oral evaluation', charge: 62, paid: 62 },
        { code: 'D0274', description: 'Bitewings, four radiographic images', charge: 88, paid: 88, dentalFields: 'category', dentalCategory: 'Diagnostic' }] },
    { id: 'D2400456706', type: 'D', status: 'denied', patient: sam, provider: [...brightSmiles], serviceDate: day(-260),
      lines: [{ code: 'D9972', description: 'External bleaching, per arch', charge: 350, paid: 0, coinsurance: 0, dentalCategory: 'Cosmetic' }] },
    { id: 'D2400456707', type: 'D', status: 'pending', patient: dana, provider: [...oralSurgery], serviceDate: day(-275),
      lines: [{ code: 'D6010', description: 'Endosteal implant', charge: 2100, paid: 0, coinsurance: 0, dentalCategory: 'Major', dentalFields: 'alternate' }] },
    { id: 'D2400456708', type: 'D', status: 'paid', patient: riley, provider: [...brightSmiles], serviceDate: day(-380), paidDate: day(-370),
      lines: [{ code: 'D1351', description: 'Sealant, per tooth', charge: 52, paid: 52 }] },
    { id: 'D2300456709', type: 'D', status: 'paid', patient: chris, provider: [...brightSmiles], serviceDate: day(-410), paidDate: day(-398),
      lines: [{ code: 'D1110', description: 'Prophylaxis, adult', charge: 128, paid: 128 }] },
    { id: 'D2300456710', type: 'D', status: 'paid', patient: dana, provider: [...brightSmiles], serviceDate: day(-560), paidDate: day(-548),
      lines: [{ code: 'D1110', description: 'Prophylaxis, adult', charge: 124, paid: 124 },
        { code: 'D4910', description: 'Periodontal maintenance', charge: 165, paid: 132, dentalCategory: 'Basic', dentalFields: 'category' }] },
    { id: 'D2300456711', type: 'D', status: 'paid', patient: riley, provider: [...brightSmiles], serviceDate: day(-600), paidDate: day(-590),
      lines: [{ code: 'D1120', description: 'Prophylaxis, child', charge: 92, paid: 92 }] },
  ];
  const visionVisit = (id: string, patient: Member, provider: readonly [string, string], days: number, status: ClaimInit['status'], glasses: boolean): ClaimInit => ({
    id, type: 'V', status, patient, provider: [...provider], serviceDate: day(days), ...(status === 'paid' ? { paidDate: day(days + 10) } : {}),
    lines: [
      { code: '92014', description: 'Comprehensive eye exam', charge: 180, paid: status === 'paid' ? 170 : 0, copay: status === 'paid' ? 10 : 0 },
      ...(glasses ? [{ code: 'V2020', description: 'Frames', charge: 220, paid: status === 'paid' ? 150 : 0, coinsurance: status === 'paid' ? 70 : 0 }] : []),
    ],
  });
  const vision: ClaimInit[] = [
    visionVisit('V2400789002', dana, clearView, -140, 'paid', true),
    visionVisit('V2400789003', chris, visionCenter, -88, 'inProcess', false),
    visionVisit('V2400789004', riley, clearView, -190, 'paid', true),
    visionVisit('V2400789005', dana, visionCenter, -250, 'denied', false),
    visionVisit('V2400789006', chris, clearView, -320, 'paid', false),
    visionVisit('V2400789007', sam, visionCenter, -355, 'pending', true),
    visionVisit('V2300789008', dana, clearView, -430, 'paid', false),
    visionVisit('V2300789009', riley, clearView, -540, 'paid', false),
    visionVisit('V2300789010', chris, visionCenter, -610, 'paid', true),
    visionVisit('V2300789011', sam, clearView, -680, 'paid', false),
  ];
  return [...medical, ...dental, ...vision];
}
