import { definePages } from '../../manifest/declarations';

/** Spec §8's error pages, by status: where a failed call or an unknown address ends. */
export const errorPages = definePages([{ path: 'error/:status', component: './ErrorRoutePage', access: 'public' }]);
