/*
 * What the content system (spec §7 "programs/sitecore") holds about a program, by program id. Only programs whose
 * pages read content have an entry: Passport Dental (27) and its international phone number (spec §2). The number
 * is fictional, like every number of the demo.
 */
export interface ProgramContent {
  title: string;
  /** Where a member calls from outside the United States: "+" and the country code first. */
  internationalPhone: string | null;
}

export const programContent: Readonly<Record<number, ProgramContent>> = {
  27: { title: 'Passport Dental', internationalPhone: '+1-503-555-0190' },
};
