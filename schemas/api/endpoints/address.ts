import { addressOptionsResponseSchema, addressRequestSchema, addressResponseSchema } from '../address';
import { endpoint } from '../endpoint';

/* The mailing address on the account page (spec §7). Each section shows its own failure. */

export const getMailingAddress = endpoint({
  method: 'GET',
  path: '/account/address',
  summary: "The subscriber's mailing address.",
  response: addressResponseSchema,
  failure: 'screen',
});

export const getAddressOptions = endpoint({
  method: 'GET',
  path: '/account/address-options',
  summary: 'The states and address types a member may choose.',
  response: addressOptionsResponseSchema,
  failure: 'screen',
});

export const putMailingAddress = endpoint({
  method: 'PUT',
  path: '/account/address',
  summary: 'Change the mailing address.',
  body: addressRequestSchema,
  response: addressResponseSchema,
  failure: 'screen',
});
