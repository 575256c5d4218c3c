import type { FromSchema } from 'json-schema-to-ts';
import type { addressSchema } from '../../../schemas/api/address';

/* Every family's mailing address (GET account/address), by the subscriber's member key. Phone numbers are 555-01xx. */

export type Address = FromSchema<typeof addressSchema>;

const at = (
  addressLine1: string, addressLine2: string | null, city: string, state: string, zipCode: string, phoneNumber: string | null,
): Address => ({ addressLine1, addressLine2, city, state, zipCode, country: 'US', phoneNumber });

/** Built per call: the seed hands out fresh copies. */
export function familyAddresses(): ReadonlyMap<string, Address> {
  const patel = at('1893 NW Lovejoy St', 'Apt 4B', 'Portland', 'OR', '97209', '503-555-0118');
  return new Map<string, Address>([
    ['700100', at('4127 SE Woodstock Blvd', null, 'Portland', 'OR', '97202-4415', '503-555-0123')],
    ['700200', at('880 Commercial St SE', null, 'Salem', 'OR', '97302', '971-555-0131')],
    ['700300', at('2245 NE Hoyt St', 'Unit 12', 'Portland', 'OR', '97232', '503-555-0145')],
    ['700400', patel],
    ['700410', patel],
    ['700500', at('515 W 13th Ave', null, 'Eugene', 'OR', '97401', null)],
    ['700600', at('3310 SW Cedar Hills Blvd', null, 'Beaverton', 'OR', '97005', '503-555-0156')],
    ['700700', at('1201 Main St', 'Suite 300', 'Vancouver', 'WA', '98660', '360-555-0162')],
    ['700800', at('7040 N Interstate Ave', null, 'Portland', 'OR', '97217', '503-555-0170')],
    ['700900', at('1221 SW 4th Ave', 'Room 110', 'Portland', 'OR', '97204', '503-555-0174')],
    ['701000', at('16550 SE McLoughlin Blvd', null, 'Milwaukie', 'OR', '97267', '503-555-0181')],
    ['701100', at('455 Pioneer St', null, 'Bend', 'OR', '97701-3162', '541-555-0188')],
    ['701200', at('902 Court St', null, 'Medford', 'OR', '97501', '541-555-0193')],
    ['702000', at('318 Riverside Dr', null, 'Walla Walla', 'WA', '99362', '509-555-0127')],
    ['702100', at('2600 Cherry Ave NE', 'Apt 7', 'Salem', 'OR', '97301', '971-555-0139')],
    ['703000', at('610 W 5th Ave', null, 'Anchorage', 'AK', '99501', '907-555-0114')],
    ['703100', at('3800 Centerpoint Dr', 'Suite 200', 'Anchorage', 'AK', '99503', '907-555-0150')],
    ['704000', at('5420 N Lake Shore Dr', null, 'Lake Oswego', 'OR', '97034', '503-555-0166')],
    ['705000', at('120 Cooperative Way', null, 'Corvallis', 'OR', '97330', '541-555-0109')],
  ]);
}
