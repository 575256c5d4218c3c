import type { Program } from './types';

type CatalogEntry = Omit<Program, 'id' | 'eligible' | 'displayOrder' | 'highPriority'>;

const internal = (url: string) => ({ url, urlDocumentType: 'INTERNAL', external: false }) as const;
const endpoint = (url: string) => ({ url, urlDocumentType: 'ENDPOINT', external: true }) as const;
const detailsPage = { url: null, urlDocumentType: null, external: false } as const;
const base: Pick<CatalogEntry, 'featureGroup' | 'childResourceIds' | 'resource'> = { featureGroup: null, childResourceIds: [], resource: null };

/*
 * The program catalogue (spec §3 "Program"). Ids 1, 8, 13, 27, 33, 37, 92 and 93 are the spec's; 1 is not named
 * by the spec and is the healthcare cost estimator here. The spec gives no ids for the rest: 52 and up are ours.
 */
const catalog: Record<number, CatalogEntry> = {
  1: {
    ...base, ...endpoint('https://estimator.example.com/medical'), name: 'Healthcare cost estimator',
    description: 'Compare what common procedures and visits cost at nearby providers before you book.',
    categories: ['medical'], featureGroup: 'TOOLS', icon: 'calculator',
  },
  8: {
    ...base, ...endpoint('https://telehealth.example.com'), name: 'Text a doctor',
    description: 'Chat or video visit with a board-certified doctor any time of day, at no cost to you.',
    categories: ['medical'], featureGroup: 'TOOLS', icon: 'chat',
  },
  13: {
    ...base, ...detailsPage, name: 'Call a nurse',
    description: 'Registered nurses answer your health questions 24 hours a day, 7 days a week.',
    categories: ['medical'], featureGroup: 'CARE', icon: 'phone',
  },
  27: {
    ...base, ...internal('/passport-dental'), name: 'Passport Dental',
    description: 'Dental care while you travel abroad: see any licensed dentist and submit your receipts.',
    categories: ['dental'], featureGroup: 'DENTAL', icon: 'globe',
  },
  33: {
    ...base, ...endpoint('https://estimator.example.com/dental'), name: 'Dental cost estimator',
    description: 'See what a cleaning, filling or crown will cost you with your dental plan.',
    categories: ['dental'], featureGroup: 'TOOLS', icon: 'tooth',
  },
  37: {
    ...base, ...internal('/navitus'), name: 'Pharmacy benefit manager',
    description: 'Check drug prices, refill prescriptions by mail and find an in-network pharmacy.',
    categories: ['pharmacy'], featureGroup: 'TOOLS', icon: 'pill',
  },
  52: {
    ...base, ...detailsPage, name: 'Oral health',
    description: 'Extra cleanings and fluoride for members with diabetes, heart disease or pregnancy.',
    categories: ['dental'], featureGroup: 'WELLNESS', icon: 'smile',
  },
  54: {
    ...base, ...endpoint('https://choosehealthy.example.com'), name: 'Choose healthy',
    description: 'Discounts on acupuncture, massage, chiropractic care and fitness gear.',
    categories: ['wellness'], featureGroup: 'WELLNESS', icon: 'apple',
  },
  61: {
    ...base, resource: 'supplemental-vision-summary', url: 'https://docs.example.com/supplemental-vision.pdf',
    urlDocumentType: 'DOCUMENT', external: true, name: 'Supplemental vision',
    description: 'An extra allowance for frames and contact lenses on top of your vision plan.',
    categories: ['vision'], icon: 'eye',
  },
  70: {
    ...base, ...endpoint('https://therapy.example.com'), name: 'Mobile therapy',
    description: 'Talk to a licensed therapist from your phone, by message or video, within days.',
    categories: ['behavioral-health'], featureGroup: 'CARE', icon: 'mobile',
  },
  75: {
    ...base, ...endpoint('https://activeandfit.example.com'), name: 'Active and fit',
    description: 'A low monthly fee for thousands of gyms and on-demand workout videos.',
    categories: ['wellness'], featureGroup: 'WELLNESS', icon: 'run',
  },
  80: {
    // Its child resources (spec §3 childResourceIds): the programs its page lists, when the member has them.
    ...base, ...detailsPage, childResourceIds: [70, 13], name: 'Behavioral health',
    description: 'Confidential counselling and care coordination for mental health and substance use.',
    categories: ['behavioral-health'], featureGroup: 'CARE', icon: 'heart',
  },
  85: {
    ...base, ...endpoint('https://silverandfit.example.com'), name: 'Silver and fit',
    description: 'Fitness centres, home kits and healthy-ageing classes for Medicare members.',
    categories: ['wellness'], featureGroup: 'WELLNESS', icon: 'run',
  },
  92: {
    ...base, ...internal('/find-care/find-a-dentist'), name: 'Find a dentist',
    description: 'Search the dental network by name, location or language spoken.',
    categories: ['dental'], featureGroup: 'TOOLS', icon: 'map-pin',
  },
  93: {
    ...base, ...endpoint('https://claims.example.com/submit'), name: 'Digital claims',
    description: 'Send a claim for care you paid for yourself: photograph the receipt and submit it online.',
    categories: ['medical', 'dental'], featureGroup: 'TOOLS', icon: 'upload',
  },
  99: {
    ...base, ...internal('/benefits/programs'), name: 'All programs',
    description: 'Every program and discount your plan includes, in one place.',
    categories: ['shortcut'], featureGroup: 'SHORTCUT', icon: 'grid',
  },
};

/** A family's programs: listed order is displayOrder; ids in `highPriority` are featured on the home page. */
export function programs(ids: number[], highPriority: number[] = []): Program[] {
  return ids.map((id, index) => {
    const entry = catalog[id];
    if (!entry) throw new Error(`Program ${id} is not in the catalogue`);
    return {
      id,
      ...entry,
      childResourceIds: [...entry.childResourceIds],
      categories: [...entry.categories],
      eligible: true,
      displayOrder: (index + 1) * 10,
      highPriority: highPriority.includes(id),
    };
  });
}
