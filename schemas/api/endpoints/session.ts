import { endpoint } from '../endpoint';
import { groupDetailQuerySchema, groupDetailResponseSchema, groupSelectionRequestSchema } from '../group-selection';
import { groupsResponseSchema } from '../groups';
import { loginAsRequestSchema } from '../login-as';
import { tokenRequestSchema, tokenResponseSchema } from '../token';

/* Signing in and out, choosing a group, support staff logging in as a member (spec §4, §7). */

export const postToken = endpoint({
  method: 'POST',
  path: '/token',
  summary: 'Sign in with a username and password; answers the session token.',
  body: tokenRequestSchema,
  response: tokenResponseSchema,
  failure: 'exempt',
  caller: 'anyone',
});

export const deleteToken = endpoint({
  method: 'DELETE',
  path: '/token',
  summary: 'Sign out: ends the session the bearer token names (always 204).',
  answer: 'none',
  failure: 'exempt',
  caller: 'anyone',
});

export const postSessionActivity = endpoint({
  method: 'POST',
  path: '/session/activity',
  summary: "The member is active ('Stay signed in'): the session's idle clock restarts, as on every call (204); a session idle longer than its brand's session.idleMinutes is refused (401).",
  answer: 'none',
  failure: 'screen',
});

export const postGroupSelection = endpoint({
  method: 'POST',
  path: '/group-selection',
  summary: 'Choose the group to act in; answers a token for it.',
  body: groupSelectionRequestSchema,
  response: tokenResponseSchema,
  failure: 'global',
  caller: 'temporary',
});

export const getIndividualGroups = endpoint({
  method: 'GET',
  path: '/groups/individual',
  summary: 'The groups a member may switch to.',
  response: groupsResponseSchema,
  failure: 'global',
});

export const getGroupDetail = endpoint({
  method: 'GET',
  path: '/group-detail',
  summary: "One group's plans, for the group selection page.",
  query: groupDetailQuerySchema,
  response: groupDetailResponseSchema,
  failure: 'global',
});

export const postLoginAs = endpoint({
  method: 'POST',
  path: '/login-as',
  summary: 'Support staff log in as a member; answers a token for that member.',
  body: loginAsRequestSchema,
  response: tokenResponseSchema,
  failure: 'global',
  screenStatuses: [400, 404],
  caller: 'temporary',
});
