import { changePasswordWidget } from '../features/auth/forms/change-password.widget';
import { selectGroupWidget } from '../features/auth/groups/select-group.widget';
import { featuredLimitWidget } from '../features/benefits/featured-limit.widget';
import { ebillAlertBannerWidget } from '../features/account/ebill-alert-banner.widget';
import { memberInformationWidget } from '../features/account/member-information.widget';
import { planManagementBannerWidget } from '../features/plan-management/plan-management-banner.widget';
import { recentClaimsWidget } from '../features/claims/recent-claims.widget';
import { primaryCareTileWidget } from '../features/find-care/primary-care-tile.widget';
import { preventiveCareCardWidget } from '../features/home/preventive-care-card.widget';
import { primaryCareUpdateBannerWidget } from '../features/home/primary-care-update-banner.widget';
import { welcomeBannerWidget } from '../features/home/welcome-banner.widget';
import { idCardCardWidget } from '../features/id-card/id-card-card.widget';
import { programsWidget } from '../features/programs/programs.widget';
import { toolsWidget } from '../features/programs/tools.widget';
import { programListWidget } from '../features/programs/program-list.widget';
import { programDetailsWidget } from '../features/programs/program-details.widget';
import { pharmacyBenefitManagerWidget } from '../features/programs/pharmacy-benefit-manager.widget';
import { referralsWidget } from '../features/coverage/referrals.widget';
import { outlineOfCoverageWidget } from '../features/coverage/outline-of-coverage.widget';
import { planDocumentsWidget } from '../features/coverage/plan-documents.widget';
import { medicareMaterialsWidget } from '../features/coverage/medicare-materials.widget';
import { notFoundWidget } from './sections/not-found.widget';
import { comingSoonWidget } from './coming-soon/coming-soon.widget';
import { benefitsLandingWidget } from '../features/benefits/benefits-landing.widget';
import { categoryBenefitsWidget } from '../features/benefits/category-benefits.widget';
import { eligibilityHistoryWidget } from '../features/benefits/eligibility-history.widget';
import { dentalServiceWidget } from '../features/benefits/dental-service.widget';
import { idCardPageWidget } from '../features/id-card/id-card-page.widget';
import { primaryCarePageWidget } from '../features/find-care/primary-care-page.widget';
import { contactDepartmentsWidget } from '../features/support/contact-departments.widget';
import { holidayCalendarWidget } from '../features/support/holiday-calendar.widget';
import { backToLoginWidget } from '../features/support/back-to-login.widget';
import { commonQuestionsWidget } from '../features/support/common-questions.widget';
import { contactOptionsWidget } from '../features/support/contact-options.widget';
import { chatLauncherWidget } from '../features/support/chat-launcher.widget';
import { eobListWidget } from '../features/eobs/eob-list.widget';
import { eobDetailsWidget } from '../features/eobs/eob-details.widget';
import { claimsListWidget } from '../features/claims/claims-list.widget';
import { claimDetailsWidget } from '../features/claims/claim-details.widget';
import { claimEobWidget } from '../features/claims/claim-eob.widget';
import { careOptionsWidget } from '../features/care-options/care-options.widget';
import { careLinksWidget } from '../features/care-options/care-links.widget';
import { passportDentalWidget } from '../features/care-options/passport-dental.widget';
import { planBenefitsWidget } from '../features/plan-management/plan-benefits.widget';
import { planManagementWidget } from '../features/plan-management/plan-management.widget';
import { ebillAccountWidget } from '../features/ebill/ebill-account.widget';
import { accountFamilyWidget } from '../features/account/account-family.widget';
import { accountLinksWidget } from '../features/account/account-links.widget';
import { planMembersWidget } from '../features/account/plan-members.widget';
import { mailingAddressWidget } from '../features/account/mailing-address.widget';
import { passwordSettingsWidget } from '../features/settings/password-settings.widget';
import { securityQuestionsWidget } from '../features/settings/security-questions.widget';
import { communicationPreferencesWidget } from '../features/settings/communication-preferences.widget';

/**
 * Every widget a manifest can place, gathered here (the composition root may import every feature). Each is
 * declared beside its component (`<name>.widget.ts`: name, props schema, example). The manifest's section schema
 * (scripts/generate), the /home size budget, the studio's catalogue and the test that renders every example come
 * from this list; the member's browser only loads the registry of loaders (widget-registry.ts), never a schema.
 */
export const widgetDeclarations = [
  welcomeBannerWidget,
  primaryCareUpdateBannerWidget,
  planManagementBannerWidget,
  ebillAlertBannerWidget,
  preventiveCareCardWidget,
  idCardCardWidget,
  primaryCareTileWidget,
  recentClaimsWidget,
  memberInformationWidget,
  toolsWidget,
  programsWidget,
  programListWidget,
  programDetailsWidget,
  pharmacyBenefitManagerWidget,
  referralsWidget,
  outlineOfCoverageWidget,
  planDocumentsWidget,
  medicareMaterialsWidget,
  notFoundWidget,
  featuredLimitWidget,
  selectGroupWidget,
  changePasswordWidget,
  comingSoonWidget,
  benefitsLandingWidget,
  categoryBenefitsWidget,
  eligibilityHistoryWidget,
  dentalServiceWidget,
  idCardPageWidget,
  primaryCarePageWidget,
  contactDepartmentsWidget,
  holidayCalendarWidget,
  backToLoginWidget,
  commonQuestionsWidget,
  contactOptionsWidget,
  chatLauncherWidget,
  eobListWidget,
  eobDetailsWidget,
  claimsListWidget,
  claimDetailsWidget,
  claimEobWidget,
  careOptionsWidget,
  careLinksWidget,
  passportDentalWidget,
  planBenefitsWidget,
  planManagementWidget,
  ebillAccountWidget,
  accountFamilyWidget,
  accountLinksWidget,
  planMembersWidget,
  mailingAddressWidget,
  passwordSettingsWidget,
  securityQuestionsWidget,
  communicationPreferencesWidget,
] as const;

export type WidgetName = (typeof widgetDeclarations)[number]['name'];
