import type { FastifyInstance } from 'fastify';
import { getAddressOptions, getMailingAddress, putMailingAddress } from '../../../schemas/api/endpoints/address';
import { addressLabels, addressProblem, trimmed, type AddressProblem } from '../../../src/features/account/address-rules';
import { lowerLabel } from '../../../src/ui/validation/validators';
import { addressOptions } from '../address-options';
import { sessionOf, type Session } from '../auth/session';
import { implement, type DeclaredAnswer } from '../../shared/endpoint-route';
import { isSubscriber } from '../member-view';
import type { Address } from '../personas/addresses';
import type { MemberRouteDeps } from './route-deps';
import { refusal } from '../refusal';

type AddressResponse = DeclaredAnswer<typeof getMailingAddress>;

export const SUBSCRIBER_ONLY = 'Only the subscriber may change the mailing address.';

/** What a pattern failure of each field means, said plainly (spec §5 'Invalid {label}', then how to mend it). */
const patternHints: Partial<Record<AddressProblem['field'], string>> = {
  zipCode: 'use 5 digits, or 5 digits, a hyphen and 4 digits (97201 or 97201-1234)',
  state: 'choose one of the US states offered',
  country: 'choose one of the countries offered',
  phoneNumber: 'use 10 digits for a US number, for example 503-555-0123',
};

/** Spec §5 form messages, as the form shows them. */
export function addressMessage({ field, error }: AddressProblem): string {
  const label = addressLabels[field];
  if (error.kind === 'required') return `${label} is a required field.`;
  if (error.kind === 'maxlength') return `${label} exceeds the maximum number of characters.`;
  const hint = patternHints[field];
  return `Invalid ${lowerLabel(label)}${hint ? `: ${hint}` : ''}.`;
}

const codesOf = () => {
  const { countries, states } = addressOptions();
  return { countries: countries.map((c) => c.codeKey), usStates: states.map((s) => s.codeKey) };
};

/**
 * The family's mailing address (spec §3, §7 PUT account/address) and the address options. Everyone on the plan sees
 * it; only the subscriber may change it (spec §6 subscriber-only settings). Changes are kept per demo scope.
 */
export function addressRoutes(app: FastifyInstance, deps: MemberRouteDeps): void {
  const { seed, state } = deps;
  const guard = { requireSession: deps.requireSession };

  const addressOf = (session: Session): AddressResponse => {
    const key = session.family.family.subscriberKey;
    const address = state.addresses.get(key) ?? seed.addresses.get(key);
    if (!address) throw new Error(`Family ${key} has no address`);
    return { address, editable: isSubscriber(session.member) };
  };

  implement(app, getMailingAddress, guard, async (request) => addressOf(sessionOf(request)));

  implement(app, getAddressOptions, guard, async () => addressOptions());

  implement(app, putMailingAddress, guard, async (request, reply) => {
    const session = sessionOf(request);
    if (!isSubscriber(session.member)) {
      return reply.code(403).send(refusal(403, 'SUBSCRIBER_ONLY', SUBSCRIBER_ONLY));
    }
    const fields = trimmed({ ...request.body, addressLine2: request.body.addressLine2 ?? '', phoneNumber: request.body.phoneNumber ?? '' });
    const problem = addressProblem(fields, codesOf());
    if (problem) return reply.code(400).send(refusal(400, 'INVALID_FIELD', addressMessage(problem)));
    const address: Address = { ...fields, addressLine2: fields.addressLine2 || null, phoneNumber: fields.phoneNumber || null };
    state.addresses.set(session.family.family.subscriberKey, address);
    return addressOf(session);
  });
}
