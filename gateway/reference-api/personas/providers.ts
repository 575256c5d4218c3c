import type { ProviderLocation } from './types';

/*
 * The provider directory the primary care search reads (spec §3 "Provider"): Portland-area practices, enough for two
 * pages of results near the families' ZIP codes, some not accepting new patients, several languages and locations.
 * The seeded selections name some of these ids; `P-552019` (Riley's pediatrician) is deliberately not listed, so the
 * provider lookup answers 404 and the screen falls back to the name it has (spec §8).
 */

export interface DirectoryProvider {
  id: string;
  name: string;
  groupName: string;
  title: string;
  specialty: string;
  acceptingNewPatients: boolean;
  languages: string[];
  locations: ProviderLocation[];
}

/** ZIP code centres (latitude, longitude) the search measures distances from and to. */
export const zipCentres: Readonly<Record<string, readonly [number, number]>> = {
  '97201': [45.5076, -122.6907],
  '97202': [45.4823, -122.6445],
  '97205': [45.5203, -122.7060],
  '97206': [45.4823, -122.5988],
  '97209': [45.5311, -122.6840],
  '97210': [45.5427, -122.7330],
  '97211': [45.5785, -122.6367],
  '97212': [45.5444, -122.6436],
  '97213': [45.5375, -122.5993],
  '97214': [45.5146, -122.6425],
  '97215': [45.5148, -122.6015],
  '97217': [45.5870, -122.6870],
  '97219': [45.4573, -122.7073],
  '97220': [45.5500, -122.5570],
  '97227': [45.5433, -122.6770],
  '97232': [45.5291, -122.6440],
  '97266': [45.4832, -122.5601],
  '97005': [45.4918, -122.8036],
  '97030': [45.5084, -122.4340],
  '98660': [45.6411, -122.6863],
  '97301': [44.9490, -122.9980],
  '97401': [44.0650, -123.0855],
};

const place = (addressLine1: string, city: string, zipCode: string, phoneNumber: string): ProviderLocation => ({
  addressLine1, city, state: zipCode.startsWith('98') ? 'WA' : 'OR', zipCode, phoneNumber,
});

const northside = place('2150 NE Broadway', 'Portland', '97232', '503-555-0142');
const hawthorne = place('900 SE Hawthorne Blvd', 'Portland', '97214', '503-555-0190');
const division = place('4410 SE Division St', 'Portland', '97206', '503-555-0177');
const pearl = place('1120 NW Couch St', 'Portland', '97209', '503-555-0111');
const stJohns = place('8630 N Lombard St', 'Portland', '97217', '503-555-0123');
const beaverton = place('12500 SW Broadway St', 'Beaverton', '97005', '503-555-0135');
const gresham = place('650 NE Hogan Dr', 'Gresham', '97030', '503-555-0156');
const vancouver = place('2200 Main St', 'Vancouver', '98660', '360-555-0168');
const salem = place('875 Oak St SE', 'Salem', '97301', '503-555-0181');
const eugene = place('1400 Oak St', 'Eugene', '97401', '541-555-0102');

const provider = (
  id: string, name: string, title: string, specialty: string, groupName: string,
  acceptingNewPatients: boolean, languages: string[], locations: ProviderLocation[],
): DirectoryProvider => ({ id, name, title, specialty, groupName, acceptingNewPatients, languages, locations });

export const providerDirectory: readonly DirectoryProvider[] = [
  provider('P-448201', 'Maya Okafor, MD', 'Family medicine', 'Family Medicine', 'Northside Family Medicine', true, ['English', 'Igbo'], [northside]),
  provider('P-660213', 'Helen Ward, DO', 'Internal medicine', 'Internal Medicine', 'Hawthorne Internal Medicine', true, ['English'], [hawthorne]),
  provider('P-448202', 'Daniel Kim, MD', 'Family medicine', 'Family Medicine', 'Northside Family Medicine', false, ['English', 'Korean'], [northside, stJohns]),
  provider('P-448203', 'Lucía Navarro, MD', 'Family medicine', 'Family Medicine', 'Division Street Clinic', true, ['English', 'Spanish'], [division]),
  provider('P-448204', 'Priya Raman, MD', 'Internal medicine', 'Internal Medicine', 'Pearl District Primary Care', true, ['English', 'Tamil', 'Hindi'], [pearl]),
  provider('P-448205', 'Thomas Becker, MD', 'Internal medicine', 'Internal Medicine', 'Pearl District Primary Care', false, ['English', 'German'], [pearl]),
  provider('P-448206', 'Amara Diallo, NP', 'Nurse practitioner', 'Family Medicine', 'Hawthorne Internal Medicine', true, ['English', 'French'], [hawthorne]),
  provider('P-448207', 'Minh Tran, MD', 'Pediatrics', 'Pediatrics', 'Division Street Clinic', true, ['English', 'Vietnamese'], [division]),
  provider('P-448208', 'Grace Lindqvist, MD', 'Pediatrics', 'Pediatrics', 'St. Johns Community Health', true, ['English', 'Swedish'], [stJohns]),
  provider('P-448209', 'Omar Haddad, MD', 'Family medicine', 'Family Medicine', 'St. Johns Community Health', true, ['English', 'Arabic'], [stJohns, northside]),
  provider('P-448210', 'Rebecca Stone, PA-C', 'Physician assistant', 'Family Medicine', 'Northside Family Medicine', true, ['English'], [northside]),
  provider('P-448211', 'Yuki Tanaka, MD', 'Geriatrics', 'Geriatric Medicine', 'Hawthorne Internal Medicine', false, ['English', 'Japanese'], [hawthorne]),
  provider('P-448212', 'Sofia Petrova, DO', 'Family medicine', 'Family Medicine', 'Pearl District Primary Care', true, ['English', 'Russian'], [pearl, beaverton]),
  provider('P-448213', 'James Whitfield, MD', 'Internal medicine', 'Internal Medicine', 'Beaverton Medical Group', true, ['English'], [beaverton]),
  provider('P-448214', 'Ana Ferreira, MD', 'Obstetrics and gynecology', "Women's Health", 'Division Street Clinic', true, ['English', 'Portuguese', 'Spanish'], [division]),
  provider('P-448215', 'Kwame Mensah, MD', 'Family medicine', 'Family Medicine', 'Gresham Family Practice', false, ['English', 'Twi'], [gresham]),
  provider('P-448216', 'Laura Chen, NP', 'Nurse practitioner', 'Pediatrics', 'Gresham Family Practice', true, ['English', 'Mandarin'], [gresham]),
  provider('P-448217', 'Peter Novak, MD', 'Internal medicine', 'Internal Medicine', 'Vancouver Clinic East', true, ['English', 'Czech'], [vancouver]),
  provider('P-448218', 'Hannah Brooks, MD', 'Family medicine', 'Family Medicine', 'Capitol Family Health', true, ['English'], [salem]),
  provider('P-448219', 'Marcus Lee, DO', 'Family medicine', 'Family Medicine', 'Willamette Valley Primary Care', true, ['English', 'Cantonese'], [eugene]),
  provider('P-448220', 'Farah Siddiqui, MD', 'Internal medicine', 'Internal Medicine', 'Northside Family Medicine', true, ['English', 'Urdu'], [northside]),
  provider('P-448221', 'Elena Morales, NP', 'Nurse practitioner', 'Family Medicine', 'St. Johns Community Health', false, ['English', 'Spanish'], [stJohns]),
  provider('P-448222', 'David Okonkwo, MD', 'Pediatrics', 'Pediatrics', 'Pearl District Primary Care', true, ['English'], [pearl]),
];
