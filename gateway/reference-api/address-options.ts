import type { FromSchema } from 'json-schema-to-ts';
import type { addressOptionSchema, addressOptionsResponseSchema } from '../../schemas/api/address';

/* GET account/address-options (spec §3 "Address options"): the countries a member may live in, and the US states. */

type AddressOption = FromSchema<typeof addressOptionSchema>;
export type AddressOptions = FromSchema<typeof addressOptionsResponseSchema>;

export const US = 'US';

/** The US first (most members), then the others by name. */
const countries: readonly [string, string][] = [
  [US, 'United States'],
  ['CA', 'Canada'],
  ['MX', 'Mexico'],
  ['AU', 'Australia'],
  ['DE', 'Germany'],
  ['JP', 'Japan'],
  ['PH', 'Philippines'],
  ['KR', 'South Korea'],
  ['GB', 'United Kingdom'],
];

/** The 50 states, the District of Columbia, the territories and the military post codes (USPS). */
const states: readonly [string, string][] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AS', 'American Samoa'], ['AZ', 'Arizona'], ['AR', 'Arkansas'],
  ['AA', 'Armed Forces Americas'], ['AE', 'Armed Forces Europe'], ['AP', 'Armed Forces Pacific'],
  ['CA', 'California'], ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['GU', 'Guam'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'],
  ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'],
  ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'],
  ['MP', 'Northern Mariana Islands'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'],
  ['PR', 'Puerto Rico'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'],
  ['TX', 'Texas'], ['VI', 'U.S. Virgin Islands'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

const optionsOf = (codeType: AddressOption['codeType'], list: readonly [string, string][]): AddressOption[] =>
  list.map(([codeKey, description], index) => ({ codeKey, codeType, description, sortOrder: index + 1 }));

/** Built per call: a caller may change what it gets. */
export function addressOptions(): AddressOptions {
  return { countries: optionsOf('COUNTRY', countries), states: optionsOf('STATE', states) };
}
