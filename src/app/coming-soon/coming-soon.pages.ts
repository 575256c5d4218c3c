import { definePages } from '../../manifest/declarations';

/** A resource's download page, not built yet. */
export const comingSoonPages = definePages([{ path: 'resource-download', component: './ResourceDownloadPage', heading: 'pages.resourceDownload' }]);
