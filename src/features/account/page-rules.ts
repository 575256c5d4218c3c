import { eligibilityCategories, type EligibilityCategory } from '@schemas/api/account';
import { MEMBER_API_LANGUAGE, type RefusalKeys } from '../../api/member-api-words';
import { currentLanguage, localeOf } from '../../engine/i18n/language';
import type { Language } from '../../../schemas/generic/languages';
import { isAppPath } from '../../engine/addresses/addresses';
import { decideRule } from '../../engine/rules/evaluate';
import type { AnswerOfCall } from '../../api/call-types';
import type { getAddressOptions, getMailingAddress } from '../../api/generated/endpoints/address';
import type { AccountResponse, Eligibility, Member } from '../../api/response-types';
import type { MenuItem } from '../../manifest/manifest-types';
import type { Facts, NamedRules } from '../../manifest/rule-types';
import { ADULT_AGE, ageOn } from '../../member/eligibility';
import { planLine, type PlanLine } from '../../member/plan-line';
import type { FormRules } from '../../ui/validation/use-form';
import type { FieldError } from '../../ui/validation/validators';
import { addressProblems, US_COUNTRY, type AddressCodes, type AddressField, type AddressFields } from './address-rules';

/*
 * The account pages' rules (spec §2 /account, /account/summary, /account/member-information; §3 Family, Member,
 * Address; §4 plan line; §5 "Adult is 18 or older"): pure, React-free, apart from the home tiles' rules.ts so the
 * home tiles' chunk does not carry them.
 */

export type MailingAddressAnswer = AnswerOfCall<typeof getMailingAddress>;
export type MailingAddress = MailingAddressAnswer['address'];
export type AddressOptions = AnswerOfCall<typeof getAddressOptions>;
type AddressOption = AddressOptions['countries'][number];

/* ---- The family at a glance (/account, /account/summary) ---- */

/** Spec §5: adult is 18 or older. */
export type AgeGroup = 'adult' | 'minor';

export const ageGroup = (dateOfBirth: string, today: string): AgeGroup => (ageOn(dateOfBirth, today) >= ADULT_AGE ? 'adult' : 'minor');

/**
 * Who the pages show: the members GET account answers (the gateway's "everyone on the plan the member may see": the
 * subscriber's whole family, a dependent only themself), the signed-in member always among them, by suffix
 * (the subscriber, suffix 0, first).
 */
export function membersShown(account: AccountResponse): Member[] {
  const listed = account.members.some((m) => m.memberKey === account.member.memberKey) ? account.members : [...account.members, account.member];
  return [...listed].sort((a, b) => a.memberSuffix - b.memberSuffix);
}

/** One category's coverage of a member: spec §4's plan line, or null when no record is eligible ('Not covered'). */
export interface Coverage {
  category: EligibilityCategory;
  line: PlanLine<Eligibility> | null;
}

export interface FamilyMemberCard {
  suffix: number;
  name: string;
  relationship: string;
  ageGroup: AgeGroup;
  /** The signed-in member's own card. */
  you: boolean;
  /** Medical, dental, vision, pharmacy (spec §9's order). */
  coverage: Coverage[];
}

export const fullName = (member: Pick<Member, 'firstName' | 'lastName'>): string =>
  [member.firstName, member.lastName].map((part) => part.trim()).filter(Boolean).join(' ');

/** A card per member shown: name, relationship, age group and each category's plan line on `today`. */
export function familyAtAGlance(account: AccountResponse, today: string): FamilyMemberCard[] {
  return membersShown(account).map((member) => ({
    suffix: member.memberSuffix,
    name: fullName(member),
    relationship: member.relationshipDescription,
    ageGroup: ageGroup(member.dateOfBirth, today),
    you: member.memberKey === account.member.memberKey,
    coverage: eligibilityCategories.map((category) => ({ category, line: planLine(member.eligibility[category], today) })),
  }));
}

/* ---- Quick links: the Account submenu's items, with the menu's own rules ---- */

export interface QuickLink {
  id: string;
  /** Copy key of the menu item's label. */
  label: string;
  to: string;
}

export interface QuickLinks {
  links: QuickLink[];
  /** An item turns on a fact whose call failed: the section says so, with 'Try again'. */
  incomplete: boolean;
}

/**
 * The account pages this member may use: the items of the manifest's Account submenu (`menus.account`) that lead to a
 * page of this app and whose rule shows (Settings under `settingsAllowed`, eBill under `ebillShown`: each rule
 * written once, in the menu), in the menu's order, less the items `omit` names (the page the member is on). An item
 * without a page (log out) is no link; one whose rule is undecided is left out and reported.
 */
export function accountQuickLinks(
  items: readonly MenuItem[],
  omit: readonly string[],
  facts: Facts,
  namedRules: NamedRules,
  undecided?: ReadonlySet<string>,
): QuickLinks {
  const result: QuickLinks = { links: [], incomplete: false };
  for (const { id, label, to, rule } of items) {
    if (to === undefined || !isAppPath(to) || omit.includes(id)) continue;
    const decision = decideRule(rule, facts, namedRules, undecided);
    if (decision === 'undecided') result.incomplete = true;
    else if (decision === 'show') result.links.push({ id, label, to });
  }
  return result;
}

/* ---- Member information (/account/member-information) ---- */

/** Spec §3 Family: what a member reads of their plan (no internal keys). */
export interface PlanFacts {
  subscriberId: string;
  groupNumber: string;
  groupName: string | null;
  coverageType: string | null;
  /** yyyy-mm-dd */
  effectiveDate: string;
}

const present = (value: string | null) => value?.trim() || null;

export function planFacts(family: AccountResponse['family']): PlanFacts {
  return {
    subscriberId: family.subscriberId,
    groupNumber: family.groupId,
    groupName: present(family.groupName),
    coverageType: present(family.coverageType),
    effectiveDate: family.effectiveDate,
  };
}

/** Spec §3 Member: name, relationship, date of birth (yyyy-mm-dd), sex, member number (the suffix); no member key. */
export interface MemberDetails {
  suffix: number;
  name: string;
  relationship: string;
  dateOfBirth: string;
  sex: string;
  you: boolean;
}

export function memberDetails(account: AccountResponse): MemberDetails[] {
  return membersShown(account).map((member) => ({
    suffix: member.memberSuffix,
    name: fullName(member),
    relationship: member.relationshipDescription,
    dateOfBirth: member.dateOfBirth,
    sex: member.sexDescription,
    you: member.memberKey === account.member.memberKey,
  }));
}

/** The member number as a member reads it: the suffix in two digits ('00' the subscriber), as on the ID card. */
export const memberNumber = (suffix: number): string => String(suffix).padStart(2, '0');

/* ---- The mailing address form ---- */

/** The form's fields, in its order (the order of address-rules' checks). */
export const ADDRESS_FIELDS: readonly AddressField[] = ['addressLine1', 'addressLine2', 'city', 'state', 'zipCode', 'country', 'phoneNumber'];

export const isUsAddress = (country: string): boolean => country.trim() === US_COUNTRY;

/** The form's starting values: the saved address, a missing optional line as empty text. */
export function addressFormValues(address: MailingAddress): AddressFields {
  return {
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    country: address.country || US_COUNTRY,
    phoneNumber: address.phoneNumber ?? '',
  };
}

/** PUT account/address's body: each value trimmed, an empty optional line or phone number as null. */
/**
 * The mailing address card's words for the refusals of PUT account/address: a dependent's change (403). A field the
 * gateway refuses (400 INVALID_FIELD, which the form's own rules catch first) is named in its English message.
 */
export const addressRefusals: RefusalKeys = { SUBSCRIBER_ONLY: 'accountPages.address.subscriberOnly' };

export function addressRequest(values: AddressFields): MailingAddress {
  const text = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, values[field].trim()])) as unknown as AddressFields;
  return { ...text, addressLine2: text.addressLine2 || null, phoneNumber: text.phoneNumber || null };
}

const bySortOrder = (a: AddressOption, b: AddressOption) => a.sortOrder - b.sortOrder || a.description.localeCompare(b.description);

export interface Choice {
  value: string;
  label: string;
}

/**
 * A country's name in the page's language (issue 30): the options' own (English) description on an English page;
 * in another language the locale's name of its ISO code (Intl.DisplayNames: 'Canadá'), the description for a code
 * that is none.
 */
export function countryName(country: Pick<AddressOption, 'codeKey' | 'description'>, language: Language = currentLanguage()): string {
  if (language === MEMBER_API_LANGUAGE || !/^[A-Z]{2}$/.test(country.codeKey)) return country.description;
  try {
    return new Intl.DisplayNames([localeOf(language)], { type: 'region', fallback: 'none' }).of(country.codeKey) ?? country.description;
  } catch {
    return country.description;
  }
}

/** The countries to choose from: the US first, then the options' sort order; each named in the page's language. */
export function countryChoices(options: AddressOptions, language: Language = currentLanguage()): Choice[] {
  const sorted = [...options.countries].sort(bySortOrder);
  const us = sorted.filter((c) => c.codeKey === US_COUNTRY);
  return [...us, ...sorted.filter((c) => c.codeKey !== US_COUNTRY)].map((c) => ({ value: c.codeKey, label: countryName(c, language) }));
}

/** The US states (and territories, military codes) to choose from, in the options' order. */
export const stateChoices = (options: AddressOptions): Choice[] =>
  [...options.states].sort(bySortOrder).map((s) => ({ value: s.codeKey, label: s.description }));

/** What address-rules checks a state and a country against. */
export const addressCodes = (options: AddressOptions): AddressCodes => ({
  countries: options.countries.map((c) => c.codeKey),
  usStates: options.states.map((s) => s.codeKey),
});

/**
 * The form's rules over address-rules' `addressProblems` (the gateway checks the same): each field shows its own
 * problem, in spec §5's words through the form ('Invalid ZIP code', 'City is a required field').
 */
export function addressFormRules(codes: AddressCodes): FormRules<AddressField> {
  return (values) => {
    const problems = addressProblems(values, codes);
    const ruleOf = (field: AddressField) => [(): FieldError | null => problems.find((p) => p.field === field)?.error ?? null];
    return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ruleOf(field)])) as unknown as ReturnType<FormRules<AddressField>>;
  };
}

/**
 * The state after the country changes: a US state code means nothing elsewhere and a region's name is no US state,
 * so moving into or out of the US empties it; between two other countries it stays.
 */
export const stateAfterCountryChange = (state: string, from: string, to: string): string =>
  isUsAddress(from) === isUsAddress(to) ? state : '';

/**
 * The address as it is written on an envelope: line 1, line 2 when there is one, 'City, ST 97202' (a region and postal
 * code elsewhere), and the country's name outside the US in the page's language (its code when the options are not at hand).
 */
export function addressLines(address: MailingAddress, options: AddressOptions | undefined, language: Language = currentLanguage()): string[] {
  const place = [address.city.trim(), [address.state.trim(), address.zipCode.trim()].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [address.addressLine1, address.addressLine2 ?? '', place].map((line) => line.trim()).filter(Boolean);
  if (isUsAddress(address.country)) return lines;
  const option = options?.countries.find((c) => c.codeKey === address.country);
  const country = option ? countryName(option, language) : address.country;
  return [...lines, country];
}

/** A dependent whom the gateway shows only themself: the page says the subscriber sees the whole family. */
export const seesOnlyThemself = (account: AccountResponse): boolean =>
  account.member.memberSuffix !== 0 && membersShown(account).every((m) => m.memberKey === account.member.memberKey);
