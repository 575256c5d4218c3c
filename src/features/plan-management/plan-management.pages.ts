import { definePages } from '../../manifest/declarations';

/** Member plan benefits and plan management (spec §2, §4). */
export const planManagementPages = definePages([
  { path: 'account/plan-benefits', page: 'plan-benefits', calls: ['getBenefitsHistory'], actions: ['postCancellation'] },
]);
