import type { WidgetLoaders } from '../engine/slots/registry';
import type { widgetDeclarations } from './widget-declarations';

/**
 * The app's widget registry: each declared widget's component, lazily loaded (its own chunk) from the feature that
 * owns it. TypeScript requires one loader per declaration (widget-declarations.ts) and no other, each loading a
 * component that takes that widget's props. Only the declarations' types are imported: no schema reaches the
 * member's bundle.
 */
export const widgetRegistry = {
  welcomeBanner: () => import('../features/home/WelcomeBanner'),
  primaryCareUpdateBanner: () => import('../features/home/PrimaryCareUpdateBanner'),
  planManagementBanner: () => import('../features/account/PlanManagementBanner'),
  ebillAlertBanner: () => import('../features/account/EbillAlertBanner'),
  preventiveCareCard: () => import('../features/home/PreventiveCareCard'),
  idCardCard: () => import('../features/id-card/IdCardTile'),
  primaryCareTile: () => import('../features/find-care/PrimaryCareTile'),
  recentClaims: () => import('../features/claims/RecentClaimsTile'),
  memberInformation: () => import('../features/account/MemberInformationTile'),
  tools: () => import('../features/programs/ToolsTile'),
  programs: () => import('../features/programs/ProgramsTile'),
  programList: () => import('../features/programs/ProgramListSection'),
  programDetails: () => import('../features/programs/ProgramDetailsSection'),
  pharmacyBenefitManager: () => import('../features/programs/PharmacyBenefitManagerSection'),
  referrals: () => import('../features/coverage/ReferralsSection'),
  outlineOfCoverage: () => import('../features/coverage/OutlineOfCoverageSection'),
  planDocuments: () => import('../features/coverage/PlanDocumentsSection'),
  medicareMaterials: () => import('../features/coverage/MedicareMaterialsSection'),
  notFound: () => import('./sections/NotFoundSection'),
  featuredLimit: () => import('../features/benefits/FeaturedLimitTile'),
  selectGroup: () => import('../features/auth/groups/SelectGroupSection'),
  changePassword: () => import('../features/auth/forms/ChangePasswordSection'),
  comingSoon: () => import('./coming-soon/ComingSoonSection'),
  benefitsLanding: () => import('../features/benefits/BenefitsLanding'),
  categoryBenefits: () => import('../features/benefits/CategoryBenefits'),
  eligibilityHistory: () => import('../features/benefits/EligibilityHistory'),
  dentalService: () => import('../features/benefits/DentalServiceSection'),
  idCardPage: () => import('../features/id-card/IdCardPage'),
  primaryCarePage: () => import('../features/find-care/PrimaryCarePage'),
  eobList: () => import('../features/eobs/EobListSection'),
  eobDetails: () => import('../features/eobs/EobDetailsSection'),
  claimsList: () => import('../features/claims/ClaimsListSection'),
  claimDetails: () => import('../features/claims/ClaimDetailsSection'),
  claimEob: () => import('../features/claims/ClaimEobSection'),
  careOptions: () => import('../features/care-options/CareOptionsSection'),
  careLinks: () => import('../features/care-options/CareLinksSection'),
  passportDental: () => import('../features/care-options/PassportDentalSection'),
  contactDepartments: () => import('../features/support/ContactDepartmentsSection'),
  holidayCalendar: () => import('../features/support/HolidayCalendarSection'),
  backToLogin: () => import('../features/support/BackToLoginLink'),
  commonQuestions: () => import('../features/support/CommonQuestionsSection'),
  contactOptions: () => import('../features/support/ContactOptionsSection'),
  chatLauncher: () => import('../features/support/ChatLauncher'),
  passwordSettings: () => import('../features/settings/PasswordSettingsCard'),
  securityQuestions: () => import('../features/settings/SecurityQuestionsSection'),
  communicationPreferences: () => import('../features/settings/CommunicationPreferencesSection'),
} satisfies WidgetLoaders<typeof widgetDeclarations>;
