/** Spec §3 "Plan management details": what the plan management banner and (later) the plan pages read. */

import { patterns } from '../generic/patterns';

const isoDate = { type: 'string', pattern: patterns.isoDate } as const;

/** Spec §3/§4: M, the medical plan is not renewed; D, the medical and dental plans are not renewed. */
export const cancellationStatusIds = ['M', 'D'] as const;
const cancellationStatusId = { type: 'string', enum: cancellationStatusIds } as const;

const cancellationOption = {
  type: 'object',
  properties: {
    id: { ...cancellationStatusId, description: 'M: medical not renewed; D: medical and dental not renewed.' },
    description: { type: 'string' },
  },
  required: ['id', 'description'],
  additionalProperties: false,
} as const;

/** GET plan-management/details */
export const planManagementDetailsSchema = {
  type: 'object',
  properties: {
    eligibleAndActive: { type: 'boolean' },
    groupType: { type: 'string', enum: ['DIRECT', 'GROUP'] },
    openEnrollmentStart: { anyOf: [isoDate, { type: 'null' }] },
    openEnrollmentEnd: { anyOf: [isoDate, { type: 'null' }] },
    currentPlanYear: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    upcomingPlanYear: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    coverageEndDateUponCancellation: { anyOf: [isoDate, { type: 'null' }] },
    coverageStartDateUponRenewal: { anyOf: [isoDate, { type: 'null' }] },
    directPlanCancellationStatus: { anyOf: [cancellationOption, { type: 'null' }] },
    directCancellationOptions: { type: 'array', items: cancellationOption },
    directShopUrl: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    exchangeUrl: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    exchangeUrlLabel: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
  required: [
    'eligibleAndActive', 'groupType', 'openEnrollmentStart', 'openEnrollmentEnd', 'currentPlanYear', 'upcomingPlanYear',
    'coverageEndDateUponCancellation', 'coverageStartDateUponRenewal', 'directPlanCancellationStatus',
    'directCancellationOptions', 'directShopUrl', 'exchangeUrl', 'exchangeUrlLabel',
  ],
  additionalProperties: false,
} as const;

/**
 * POST plan-management/cancellation: the eligible-and-active subscriber of a direct plan chooses not to renew (one of
 * `directCancellationOptions`). Answered with the details as they are now (the status set).
 */
export const cancellationRequestSchema = {
  type: 'object',
  properties: { cancellationStatusId },
  required: ['cancellationStatusId'],
  additionalProperties: false,
} as const;
