import manifestSchema from '../../../../schemas/brand-manifest.schema.json';
import type { JsonObject } from '../../../manifest/edit/content-types';

/*
 * The contact panel's logic, React-free: the resolved manifest's `contact` (departments with their phone, email,
 * hours and seasons; the TTY number) changed in new objects, and the schema's own patterns and choices. Pure.
 */

const contactSchema = manifestSchema.properties.contact;
const departmentSchema = contactSchema.properties.departments.items;
const seasonSchema = departmentSchema.properties.seasons.items;

/** The schema's patterns and choices for the contact fields (never retyped here). */
export const contactFields = {
  id: new RegExp(departmentSchema.properties.id.pattern),
  copyKey: new RegExp(departmentSchema.properties.label.pattern),
  phone: new RegExp(departmentSchema.properties.phone.pattern),
  tty: new RegExp(contactSchema.properties.tty.pattern),
  monthDay: new RegExp(seasonSchema.properties.from.pattern),
  days: seasonSchema.properties.days.enum as readonly string[],
};

export type Department = JsonObject & { id: string };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The departments of a resolved manifest (none when it has no contact). */
export function departmentsOf(resolved: JsonObject): Department[] {
  const contact = isObject(resolved.contact) ? resolved.contact : {};
  return Array.isArray(contact.departments) ? (contact.departments.filter((d) => isObject(d) && typeof d.id === 'string') as Department[]) : [];
}

/** The resolved manifest with its contact changed (new objects). */
const withContact = (resolved: JsonObject, change: (contact: JsonObject) => JsonObject): JsonObject => ({
  ...resolved,
  contact: change(isObject(resolved.contact) ? resolved.contact : { departments: [] }),
});

const withDepartments = (resolved: JsonObject, change: (list: Department[]) => Department[]): JsonObject =>
  withContact(resolved, (contact) => ({ ...contact, departments: change(departmentsOf(resolved)) }));

/** A field of a department set; `undefined` removes an optional field (an email, the seasons). */
export function setDepartmentField(resolved: JsonObject, id: string, field: string, value: unknown): JsonObject {
  return withDepartments(resolved, (list) =>
    list.map((d) => {
      if (d.id !== id) return d;
      const next: Department = { ...d, [field]: value };
      if (value === undefined) delete next[field];
      return next;
    }),
  );
}

/** A department moved by `by` places (−1 up, +1 down); nothing past either end. */
export function moveDepartment(resolved: JsonObject, id: string, by: number): JsonObject {
  return withDepartments(resolved, (list) => {
    const from = list.findIndex((d) => d.id === id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= list.length) return list;
    const next = [...list];
    next.splice(to, 0, ...next.splice(from, 1));
    return next;
  });
}

export const removeDepartment = (resolved: JsonObject, id: string): JsonObject =>
  withDepartments(resolved, (list) => list.filter((d) => d.id !== id));

/** A new department at the end (the schema requires its id, name, phone and hours). */
export const addDepartment = (resolved: JsonObject, department: Department): JsonObject =>
  withDepartments(resolved, (list) => [...list, department]);

/** The TTY number set, or removed when empty. */
export const setTty = (resolved: JsonObject, tty: string): JsonObject =>
  withContact(resolved, ({ tty: _previous, ...contact }) => (tty === '' ? contact : { ...contact, tty }));

/** A season's field set, a season added (a copy of the last, with a new id) or removed; no seasons left removes the list. */
export function setSeasons(resolved: JsonObject, id: string, change: (seasons: JsonObject[]) => JsonObject[]): JsonObject {
  const department = departmentsOf(resolved).find((d) => d.id === id);
  const seasons = change(Array.isArray(department?.seasons) ? (department.seasons as JsonObject[]) : []);
  return setDepartmentField(resolved, id, 'seasons', seasons.length === 0 ? undefined : seasons);
}

/** An id not yet in `taken`: `base`, else `base-2`, `base-3`, … */
export function freeId(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) if (!taken.includes(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The index of each department in the brand's layer file, for the server's problems (`/contact/departments/<i>/…`):
 * base.json has no contact, so a brand's layer holds its whole list, in order.
 */
export function departmentPointer(index: number, field?: string): string {
  return `/contact/departments/${index}${field === undefined ? '' : `/${field}`}`;
}
