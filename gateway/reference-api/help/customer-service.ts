/*
 * Spec §7's configured paths "contact email" and "customer-service message", by brand id: the insurer's data, here.
 * A brand without an entry has neither (the customer-service page then shows no such section).
 */

interface CustomerServiceSetup {
  contactEmail: string | null;
  message: string | null;
}

const setups: Partial<Record<string, CustomerServiceSetup>> = {
  main: {
    contactEmail: 'memberservices@summithealth.example',
    message: 'Open enrollment is busy: write to us or use live chat for the quickest answer.',
  },
  regional: {
    contactEmail: 'memberservices@riverbendmedicare.example',
    message: 'From October 1 to March 31 customer service answers 7 a.m. to 8 p.m. PT, seven days a week.',
  },
  hospital: { contactEmail: 'healthplan@lakesidehospitalplan.example', message: null },
};

/** GET config/contact-email: the brand's address, or null. */
export const contactEmailOf = (brandId: string): { email: string } | null => {
  const email = setups[brandId]?.contactEmail;
  return email ? { email } : null;
};

/** GET config/customer-service-message: the brand's notice, or null. */
export const customerServiceMessageOf = (brandId: string): { message: string } | null => {
  const message = setups[brandId]?.message;
  return message ? { message } : null;
};
