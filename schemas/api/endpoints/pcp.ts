import { endpoint } from '../endpoint';
import {
  cityOfPortlandDueDateTextSchema,
  pagedProvidersResponseSchema,
  pcpMembersResponseSchema,
  pcpProviderQuerySchema,
  pcpSearchBodySchema,
  pcpSearchQuerySchema,
  pcpSelectBodySchema,
  pcpSelectedTextSchema,
  providerSchema,
} from '../pcp';

/* Primary care (spec §5, §7): each section shows its own failure; pcp/provider is exempt (spec §8). */

export const getPcpMembers = endpoint({
  method: 'GET',
  path: '/pcp/members',
  summary: 'The visible members with their primary care provider, history and eligible dates.',
  response: pcpMembersResponseSchema,
  failure: 'screen',
});

export const getProvider = endpoint({
  method: 'GET',
  path: '/pcp/provider',
  summary: 'One provider of the directory (404: not in it).',
  query: pcpProviderQuerySchema,
  response: providerSchema,
  failure: 'exempt',
});

export const postProviderSearch = endpoint({
  method: 'POST',
  path: '/pcp/search',
  summary: 'A page of the directory matching the search, for the members named (a read).',
  query: pcpSearchQuerySchema,
  body: pcpSearchBodySchema,
  response: pagedProvidersResponseSchema,
  failure: 'screen',
});

export const postPcpSelection = endpoint({
  method: 'POST',
  path: '/pcp/select',
  summary: 'Choose a provider for members from their effective dates; answers the confirmation as text.',
  body: pcpSelectBodySchema,
  response: pcpSelectedTextSchema,
  answer: 'text',
  failure: 'screen',
});

export const getCityOfPortlandDueDate = endpoint({
  method: 'GET',
  path: '/pcp/city-of-portland',
  summary: "The family's City of Portland due date as text, empty when there is none.",
  response: cityOfPortlandDueDateTextSchema,
  answer: 'text',
  failure: 'screen',
});
