import type { Contact } from './manifest-types';

/* What more than one feature reads of the brand manifest's contact data (spec §2 contact-us, the ID card's back). */

export type Department = Contact['departments'][number];

/** The brand's departments named by `ids`, in the order of `ids`; an id the brand does not have is skipped. */
export function departmentsByIds(contact: Contact, ids: readonly string[]): Department[] {
  return ids.flatMap((id) => contact.departments.find((department) => department.id === id) ?? []);
}

/** The brand's general line: the `customer-service` department, else the brand's first department. */
export function generalDepartment(contact: Contact): Department | undefined {
  return contact.departments.find((d) => d.id === 'customer-service') ?? contact.departments[0];
}
