import { describe, expect, it } from 'vitest';
import { SUBSCRIBER_ID_COPIED_MS, telHref, welcomeIdentity } from './rules';

describe('welcomeIdentity (spec §2: for local 598 the employee ID is used)', () => {
  it('shows the employee ID of a local 598 member', () => {
    expect(welcomeIdentity('MD1010007', { employeeId: 'E0598123', local598: true })).toEqual({ kind: 'employee', id: 'E0598123' });
  });
  it('shows the subscriber ID of everyone else, even when an employee ID is on file', () => {
    expect(welcomeIdentity('MD1004582', { employeeId: null, local598: false })).toEqual({ kind: 'subscriber', id: 'MD1004582' });
    expect(welcomeIdentity('MD1004582', { employeeId: 'E100', local598: false })).toEqual({ kind: 'subscriber', id: 'MD1004582' });
  });
  it('falls back to the subscriber ID without the home data or without an employee ID', () => {
    expect(welcomeIdentity('MD1010007', undefined)).toEqual({ kind: 'subscriber', id: 'MD1010007' });
    expect(welcomeIdentity('MD1010007', { employeeId: null, local598: true })).toEqual({ kind: 'subscriber', id: 'MD1010007' });
    expect(welcomeIdentity('MD1010007', { employeeId: '  ', local598: true })).toEqual({ kind: 'subscriber', id: 'MD1010007' });
  });
  it('shows the copy confirmation for 5000 ms (spec §2)', () => {
    expect(SUBSCRIBER_ID_COPIED_MS).toBe(5000);
  });
});

describe('telHref', () => {
  it('keeps the digits of a written phone number', () => {
    expect(telHref('503-555-0199')).toBe('tel:5035550199');
    expect(telHref('(503) 555 0199')).toBe('tel:5035550199');
  });
  it('keeps a leading + of an international number', () => {
    expect(telHref(' +1 503 555 0199 ')).toBe('tel:+15035550199');
  });
});
