import type { FromSchema } from 'json-schema-to-ts';
import type { eligibilitySchema, familySchema, memberSchema, accountStatuses } from '../../../schemas/api/account';
import type { claimCodes } from '../../../schemas/api/claims';
import type { eobSchema, personNameSchema } from '../../../schemas/api/eobs';
import type { groupSchema } from '../../../schemas/api/groups';
import type { planManagementDetailsSchema } from '../../../schemas/api/plan-management';
import type { programSchema } from '../../../schemas/api/programs';
import type { preferencesSchema, registrationPoliciesSchema } from '../../../schemas/api/onboarding';
import type { tokenClaimsSchema } from '../../../schemas/api/token';
import type { ProductCategory } from '../../../schemas/product-categories';

/*
 * Shapes the gateway answers as stored come from the schemas. The seed keeps a few records in its own shape: claims
 * and PCP selections carry the member they belong to (the calls answer without it), and limits are stricter than
 * their response schema, which allows the missing values the client's validity rule is there for.
 */

export type Member = FromSchema<typeof memberSchema>;
export type Eligibility = FromSchema<typeof eligibilitySchema>;
export type Category = keyof Member['eligibility'];
export type Family = FromSchema<typeof familySchema>;
export type Group = FromSchema<typeof groupSchema>;
export type Program = FromSchema<typeof programSchema>;
export type AccountStatus = (typeof accountStatuses)[number];
export type TokenRole = FromSchema<typeof tokenClaimsSchema>['role'];
export type ClaimCode = (typeof claimCodes)[number];

/** The demo brands, and `fifth`: the test brand of test/fixtures/fifth-brand (served with EXTRA_BRANDS_DIR). */
export type BrandId = 'main' | 'regional' | 'partner' | 'hospital' | 'fifth';
export type Preferences = FromSchema<typeof preferencesSchema>;
export type RegistrationPolicies = FromSchema<typeof registrationPoliciesSchema>;

/** A login. One person may belong to several groups, each with its own member key (first = default). */
export interface Account {
  username: string;
  /** A persona's brand, or the brand a registration was made on. */
  brandId: BrandId | (string & {});
  domainId: number;
  memberKeys: string[];
  role: TokenRole;
  accountStatus: AccountStatus;
  passwordHash: string;
  /** `emailAddress` is the account's email on file (null: none, so login goes to update-preferences). */
  preferences: Preferences;
  registrationPolicies: RegistrationPolicies;
  /** The security questions answered when the login was made (their answers are not kept in the seed). */
  securityQuestionIds: number[];
}

export interface ProviderLocation {
  addressLine1: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string;
}

export interface PcpSelection {
  memberKey: string;
  providerId: string;
  providerName: string;
  providerTitle: string;
  beginDate: string;
  locations: ProviderLocation[];
  /** False when the plan assigned the provider; chosen by the member when absent. */
  pcpSelected?: boolean;
}

/** A primary care provider the member had before (spec §3 "PCP history per member"). */
export interface PastPcp extends PcpSelection {
  endDate: string;
  pcpTerminationReason: string | null;
}

export interface FamilyPcp {
  eligibleMemberKeys: string[];
  /** The current providers (at most one per member). */
  selections: PcpSelection[];
  /** Earlier providers, any order. */
  history?: PastPcp[];
  /** GET pcp/city-of-portland: the day by which the family's members must choose (yyyy-mm-dd), where there is one. */
  cityOfPortlandDueDate?: string;
}

export interface ClaimLine {
  claimDetailPK: { sequenceNumber: number };
  serviceDateFrom: string;
  status: string;
  statusCode?: string;
  serviceDescription: string;
  procedureCode: string;
  chargeAmount: number;
  paidAmount: number;
  combinedMemberResponsibilityAmount: number;
  coinsuranceAmount: number;
  copayAmount: number;
  deductibleAmount: number;
  disallowAmount: number;
  nonCoveredCharges: number;
  lineDisallowed: number;
  dentalProcedure?: { code: string; description: string };
  alternateDentalProcedure?: { code: string; description: string };
  dentalCategory?: string;
}

export interface Claim {
  id: string;
  claimType: ClaimCode;
  claimStatusDescription: string;
  claimStatusCode: string;
  paidDate: string | null;
  memberKey: string;
  memberSuffix: number;
  patient: { firstName: string; lastName: string };
  provider: { providerId: string; providerName: string };
  payeeProvider: { name: string };
  serviceDateFrom: string;
  claimDetailTotals: { chargeAmountTotal: number; paidAmountTotal: number; combinedMemberResponsibilityAmount: number };
  /** Absent while no check was written. */
  claimCheck?: { checkPayeeAmount: number };
  claimDetails: ClaimLine[];
}

export type PersonName = FromSchema<typeof personNameSchema>;
export type Eob = FromSchema<typeof eobSchema>;

export interface Limit {
  productCategory: ProductCategory;
  coverageType: 'INDIVIDUAL' | 'FAMILY';
  limitType: string;
  networkTier: 'innet' | 'outnet';
  total: number;
  totalMet: number;
  totalRemaining: number;
  detailedDescription: { header: string; body: string };
}

/** A referral as stored: the member it is for by key (the calls add the member's name; spec §3 shows no fields). */
export interface Referral {
  referralId: string;
  memberKey: string;
  referredTo: { providerId: string; providerName: string; specialty: string };
  referredBy: { providerId: string; providerName: string };
  statusCode: 'A' | 'P' | 'D' | 'E';
  statusDescription: string;
  startDate: string;
  endDate: string;
  visitsAuthorized: number;
  visitsUsed: number;
}

/** The answer of GET plan-management/details for a family's subscriber (dependents see it not eligible). */
export type PlanManagement = FromSchema<typeof planManagementDetailsSchema>;

export interface MedicareMaterial {
  id: string;
  title: string;
  year: number;
  url: string;
}

/** One family on one group plan, with everything the calls of spec §7 read about it. */
export interface SeedFamily {
  family: Omit<Family, 'coverageType'>;
  members: Member[];
  /** classPlanId → plan name, for eligibility history and plan lines. */
  planNames: Record<string, string>;
  group: { moda360: boolean; salesforceTransfer: boolean; source: string };
  programs: Program[];
  ebill: { hasEbill: boolean; registered: boolean; showAlert: boolean };
  pcp: FamilyPcp;
  referrals: Referral[];
  medicareMaterials: MedicareMaterial[];
  idCardEligible: boolean;
  claims: Claim[];
  eobs: Eob[];
  limits: Record<string, Limit[]>;
  planManagement: PlanManagement | null;
  employeeId: string | null;
  /** GET handbook/ooc: the outline of coverage document of the family's plan (direct plans), or null. */
  outlineOfCoverageUrl: string | null;
  local598: boolean;
  /**
   * The family is on the insurer's own staff benefits plan: support staff with role logInAsNonEmp may not log in
   * as its members (the "non-employee" of that role), logInAsAnyone may.
   */
  insurerEmployees: boolean;
}
