import { describe, expect, it } from 'vitest';
import { brandManifest } from '../../../test/brand-fixtures';
import { chatAddress, departmentsShown, hoursOf, pacificDayOfYear, questionsShown, seasonHolds, type DayOfYear } from './rules';

const day = (month: number, date: number): DayOfYear => ({ month, day: date });

describe("spec §9 Medicare brand contact hours, over the regional manifest's seasons", () => {
  const regional = brandManifest('regional').contact.departments;
  const department = (id: string) => {
    const found = regional.find((d) => d.id === id);
    if (!found) throw new Error(`no department ${id}`);
    return found;
  };
  const current = (id: string, today: DayOfYear) => {
    const hours = hoursOf(department(id), today);
    if (hours.kind !== 'seasonal') throw new Error('not seasonal');
    return hours.seasons.filter((s) => s.current).map((s) => `${s.from}..${s.to} ${s.days}`);
  };

  it("customer service: 7 a.m.–8 p.m. seven days Oct 1–Mar 31, and no hours invented for the other months", () => {
    expect(current('customer-service', day(10, 1))).toEqual(['10-01..03-31 everyDay']);
    expect(current('customer-service', day(1, 1))).toEqual(['10-01..03-31 everyDay']);
    expect(current('customer-service', day(3, 31))).toEqual(['10-01..03-31 everyDay']);
    expect(hoursOf(department('customer-service'), day(3, 31))).toMatchObject({ outOfSeason: false });
    for (const today of [day(4, 1), day(6, 15), day(9, 30)]) {
      expect(current('customer-service', today)).toEqual([]);
      expect(hoursOf(department('customer-service'), today)).toMatchObject({ kind: 'seasonal', outOfSeason: true });
    }
  });

  it('Medicare Advantage: weekdays Feb 15–Sep 30, every day Oct 1–Feb 14', () => {
    expect(current('medicare-advantage', day(2, 14))).toEqual(['10-01..02-14 everyDay']);
    expect(current('medicare-advantage', day(2, 15))).toEqual(['02-15..09-30 weekdays']);
    expect(current('medicare-advantage', day(2, 29))).toEqual(['02-15..09-30 weekdays']);
    expect(current('medicare-advantage', day(9, 30))).toEqual(['02-15..09-30 weekdays']);
    expect(current('medicare-advantage', day(10, 1))).toEqual(['10-01..02-14 everyDay']);
    expect(current('medicare-advantage', day(12, 31))).toEqual(['10-01..02-14 everyDay']);
  });

  it("dashboard access has one set of hours (7:30–5:30 PT weekdays); Medicare Advantage's seasons cover each day once", () => {
    expect(hoursOf(department('account-access'), day(6, 1))).toEqual({ kind: 'fixed', hours: 'contact.hours.dashboardAccess' });
    for (const d of [department('medicare-advantage')]) {
      for (let month = 1; month <= 12; month += 1) {
        for (let date = 1; date <= new Date(Date.UTC(2024, month, 0)).getUTCDate(); date += 1) {
          expect((d.seasons ?? []).filter((s) => seasonHolds(s, day(month, date))), `${d.id} ${month}-${date}`).toHaveLength(1);
        }
      }
    }
  });

  it("'today' is the day in Pacific time, not the member's or UTC", () => {
    // 05:00 UTC on October 1 is still September 30 in Portland: the weekday season.
    expect(pacificDayOfYear(new Date('2026-10-01T05:00:00Z'))).toEqual(day(9, 30));
    expect(pacificDayOfYear(new Date('2026-10-01T08:00:00Z'))).toEqual(day(10, 1));
    expect(pacificDayOfYear(new Date('2026-02-15T07:59:00Z'))).toEqual(day(2, 14));
  });

  it('a season that runs past December 31 holds both ends', () => {
    const winter = { from: '11-15', to: '01-10' };
    expect([day(11, 14), day(11, 15), day(12, 31), day(1, 1), day(1, 10), day(1, 11)].map((d) => seasonHolds(winter, d))).toEqual([
      false, true, true, true, true, false,
    ]);
  });
});

describe('which departments a contact section lists (spec §2 Contact-us: the two layouts)', () => {
  it("main: Dashboard access, Medical, Dental (Alaska and Oregon), Pharmacy, OEBB, PEBB, Medicare Advantage, Medicare Pharmacy, and TTY 711", () => {
    const shown = departmentsShown(brandManifest('main').contact);
    expect(shown.departments.map((d) => d.id)).toEqual([
      'dashboard-access', 'medical', 'dental', 'pharmacy', 'oebb', 'pebb', 'medicare-advantage', 'medicare-pharmacy',
    ]);
    expect(shown.tty).toBe('711');
  });

  it('partner: Member Dashboard account access and Customer service, no TTY line', () => {
    const shown = departmentsShown(brandManifest('partner').contact);
    expect(shown.departments.map((d) => d.label)).toEqual(['contact.departments.accountAccess', 'contact.departments.customerService']);
    expect(shown.tty).toBeNull();
  });

  it("a section's ids pick and order them; an id the brand lacks is skipped", () => {
    const shown = departmentsShown(brandManifest('main').contact, ['pharmacy', 'customer-service', 'medical']);
    expect(shown.departments.map((d) => d.id)).toEqual(['pharmacy', 'medical']);
  });
});

describe('common questions and chat', () => {
  it('lists the known questions in the manifest order, each once', () => {
    expect(questionsShown(['b', 'x', 'a', 'b'], (id) => id !== 'x')).toEqual(['b', 'a']);
  });

  it("loads the chat from the configured host with the tenant, queue owner and plan's group; none when hidden or absent", () => {
    const config = { host: '/chat/stand-in', bus: 'summit-member', poc: 'member-services', displayChat: true, mappedGroupId: 'individual-plans' };
    expect(chatAddress(config)).toBe('/chat/stand-in?bus=summit-member&poc=member-services&group=individual-plans');
    expect(chatAddress({ ...config, host: 'https://chat.example/start?v=2', mappedGroupId: null })).toBe(
      'https://chat.example/start?v=2&bus=summit-member&poc=member-services',
    );
    expect(chatAddress({ ...config, displayChat: false })).toBeNull();
    expect(chatAddress(null)).toBeNull();
  });
});
