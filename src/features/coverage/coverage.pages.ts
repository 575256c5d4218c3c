import { definePages } from '../../manifest/declarations';

/** Referrals, handbooks and plan documents, Medicare materials, a document's download (spec §2, §3). */
export const coveragePages = definePages([
  { path: 'benefits/referrals', page: 'referrals', heading: 'pages.benefitCategory.referrals', calls: ['getReferralsMetadata', 'getReferrals'] },
  { path: 'benefits/handbooks', page: 'handbooks', heading: 'pages.benefitCategory.handbooks', calls: ['getOutlineOfCoverage', 'getPlanDocuments'] },
  {
    path: 'benefits/certificate-of-coverage',
    page: 'certificate-of-coverage',
    heading: 'pages.benefitCategory.certificate-of-coverage',
    calls: ['getPlanDocuments'],
  },
  {
    path: 'benefits/prior-authorization',
    page: 'prior-authorization',
    heading: 'pages.benefitCategory.prior-authorization',
    calls: ['getPriorAuthorizations', 'getForms'],
  },
  {
    path: 'benefits/medicare-materials',
    page: 'medicare-materials',
    heading: 'pages.benefitCategory.medicare-materials',
    calls: ['getMedicareMaterials'],
    pageData: ['getMedicareMaterials'],
  },
  { path: 'resource-download', component: './ResourceDownloadPage', heading: 'pages.resourceDownload', calls: ['getMemberDocument'] },
]);
