import { describe, expect, it } from 'vitest';
import { buildSeed } from '../personas/seed';
import type { Member, SeedFamily } from '../personas/types';
import { buildIdCardPdf, type IdCardData } from './id-card';
import { idCardDataOf, usDate } from './id-card-data';
import { pdfTextLines } from './pdf-text';

const card: IdCardData = {
  brandName: 'Summit Health Plan',
  memberName: 'Dana Rivera',
  subscriberId: 'MD1004582',
  memberSuffix: '00',
  groupNumber: '10003310',
  groupName: 'Summit Individual & Family Plans',
  networkNames: ['Summit Choice', 'Summit Dental'],
  effectiveDate: '06/01/2024',
  plans: [{ category: 'Medical', name: 'Summit Individual PPO $500' }],
  issuedAt: new Date(Date.UTC(2025, 5, 15, 12)),
  issuedOn: '06/15/2025',
};

describe('buildIdCardPdf', () => {
  it('draws the card front (brand, member, IDs, group, effective date) and back (plans, networks)', async () => {
    const text = pdfTextLines(await buildIdCardPdf(card));
    const front = text.slice(text.indexOf('Summit Health Plan'), text.indexOf('Plans'));
    expect(front).toEqual([
      'Summit Health Plan', 'Member ID card', 'Dana Rivera',
      'Subscriber ID', 'MD1004582', 'Member suffix', '00', 'Group number', '10003310',
      'Group name', 'Summit Individual & Family Plans', 'Effective date', '06/01/2024',
    ]);
    expect(text.slice(text.indexOf('Plans'))).toEqual([
      'Plans', 'Medical', 'Summit Individual PPO $500', 'Networks', 'Summit Choice', 'Summit Dental', 'Issued 06/15/2025',
    ]);
  });

  it('leaves out the group name line when the group has none, and says Network for a single one', async () => {
    const text = pdfTextLines(await buildIdCardPdf({ ...card, groupName: null, networkNames: ['Summit Dental'] }));
    expect(text).not.toContain('Group name');
    expect(text).toContain('Network');
    expect(text).not.toContain('Networks');
  });

  it('is a pure function of its data: the same card gives the same bytes, compressed or not', async () => {
    const [first, second] = await Promise.all([buildIdCardPdf(card), buildIdCardPdf(card)]);
    expect(first.equals(second)).toBe(true);
    const plain = await buildIdCardPdf(card, { compress: false });
    expect(plain.toString('latin1')).not.toContain('/FlateDecode');
    expect(pdfTextLines(plain)).toEqual(pdfTextLines(first));
  });

  it('cuts a value too long for the card with an ellipsis instead of spilling off it', async () => {
    const longName = 'Summit Individual and Family Preferred Provider Organization Plan with Extras $500';
    const text = pdfTextLines(await buildIdCardPdf({ ...card, plans: [{ category: 'Medical', name: longName }] }));
    const printed = text.find((line) => line.startsWith('Summit Individual and'));
    expect(printed).toMatch(/…$/);
    expect(printed!.length).toBeLessThan(longName.length);
  });
});

describe('idCardDataOf', () => {
  const seed = buildSeed(new Date(2025, 5, 15, 12));
  const viewOf = (memberKey: string) => seed.memberships.get(memberKey) as { family: SeedFamily; member: Member };
  const issuedAt = new Date(2025, 5, 15, 12);

  it('takes the brand name when known, else the group name', () => {
    const view = viewOf('700100');
    expect(idCardDataOf(view, '2025-06-15', issuedAt, 'Summit Health Plan')).toMatchObject({ brandName: 'Summit Health Plan' });
    expect(idCardDataOf(view, '2025-06-15', issuedAt, null)).toMatchObject({ brandName: 'Summit Individual & Family Plans' });
  });

  it('refuses a termed member (no current or upcoming coverage) and a family the plan issues no card to', () => {
    const termed = viewOf('700200');
    expect(idCardDataOf({ ...termed, family: { ...termed.family, idCardEligible: true } }, '2025-06-15', issuedAt, null)).toBe('noCoverage');
    expect(idCardDataOf(termed, '2025-06-15', issuedAt, null)).toBe('notEligible');
  });

  it("lists the current plan of each category the member has, not last year's", () => {
    const data = idCardDataOf(viewOf('700100'), '2025-06-15', issuedAt, null);
    expect(data).toMatchObject({
      effectiveDate: '06/01/2024',
      plans: [
        { category: 'Medical', name: 'Summit Individual PPO $500' },
        { category: 'Dental', name: 'Summit Dental PPO $1,500' },
        { category: 'Vision', name: 'Vision Plus $150' },
        { category: 'Pharmacy', name: 'Three-tier prescription plan' },
      ],
    });
  });

  it('writes dates as mm/dd/yyyy', () => {
    expect(usDate('2025-03-31')).toBe('03/31/2025');
  });
});
