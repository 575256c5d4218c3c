import { appPathPattern, httpsPattern } from '@schemas/generic/address-patterns';

/*
 * The browser's last check on where a manifest sends a member (npm run validate checks the same patterns first):
 * a target meant to stay in the app never becomes another site, even if a bad manifest got through.
 */

const appPath = new RegExp(appPathPattern, 'u');
const https = new RegExp(httpsPattern, 'u');

/** A path of this app: "/home", never "//other.site", "/\\other.site" or "javascript:...". */
export const isAppPath = (address: string): boolean => appPath.test(address);

/** An https address with a plain host (no user name, backslash or space). */
export const isHttpsAddress = (address: string): boolean => https.test(address);
