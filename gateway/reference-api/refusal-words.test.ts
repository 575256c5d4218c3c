import { describe, expect, it } from 'vitest';
import { memberApiErrorCodes, type MemberApiErrorCode } from '../../schemas/api/common';
import type { RefusalKeys } from '../../src/api/member-api-words';
import { addressRefusals } from '../../src/features/account/page-rules';
import { accountFormRefusals } from '../../src/features/auth/forms/rules';
import { loginAsRefusals } from '../../src/features/auth/groups/rules';
import { pcpSelectionRefusals } from '../../src/features/find-care/page-rules';
import { idCardEmailRefusals, idCardRequestRefusals } from '../../src/features/id-card/rules';
import { cancellationRefusals } from '../../src/features/plan-management/page-rules';
import { refusalTexts } from '../../test/translate';
import { checkEmail } from './account-forms/field-checks';
import { messages as accountFormMessages } from './routes/account-forms';
import { SUBSCRIBER_ONLY } from './routes/address';
import { NO_MEMBER_MATCHES, STAFF_DOMAIN_MISMATCH } from './routes/groups';
import { noPlanInCategory } from './routes/id-card';
import { effectiveDateRefusals, NOT_ELIGIBLE_FOR_PCP, PROVIDER_NOT_FOUND } from './routes/pcp';
import { cancellationMessages } from './routes/plan-management';

/*
 * Issue 30: a screen words a refusal by its errorCode in the page's language. Its English words are the reference
 * API's own message, word for word (a member reading English sees the same sentence either way), and every code a
 * screen words has its Spanish too.
 */

const screens: [name: string, keys: RefusalKeys, messages: Partial<Record<MemberApiErrorCode, string>>, values?: Record<string, string>][] = [
  ['registration, recovery and password change', accountFormRefusals, {
    MEMBER_NOT_FOUND: accountFormMessages.memberNotFound,
    USERNAME_TAKEN: accountFormMessages.usernameTaken,
    INVALID_CODE: accountFormMessages.invalidCode,
    INVALID_CURRENT_PASSWORD: accountFormMessages.wrongCurrentPassword,
    PASSWORD_UNCHANGED: accountFormMessages.unchangedPassword,
  }],
  ['login-as', loginAsRefusals, { DOMAIN_MISMATCH: STAFF_DOMAIN_MISMATCH, NO_MEMBER_MATCHES }],
  ['the mailing address', addressRefusals, { SUBSCRIBER_ONLY }],
  ['the ID card by e-mail', idCardEmailRefusals, { INVALID_FIELD: checkEmail('not an address')! }],
  ['a physical ID card', idCardRequestRefusals, { NO_PLAN_IN_CATEGORY: noPlanInCategory('vision') }, { category: 'vision' }],
  ['plan management', cancellationRefusals, {
    ALREADY_CANCELLED: cancellationMessages.alreadySet,
    OPTION_NOT_OFFERED: cancellationMessages.notOffered,
    CANCELLATION_NOT_ALLOWED: cancellationMessages.notAllowed,
  }],
  ['primary care selection', pcpSelectionRefusals, {
    NOT_ELIGIBLE_FOR_PCP,
    PROVIDER_NOT_FOUND,
    ...Object.fromEntries(Object.values(effectiveDateRefusals).map(({ errorCode, message }) => [errorCode, message])),
  }],
];

describe("the screens' words for the reference API's refusals", () => {
  it.each(screens)('%s: in English as the reference API writes them, and in Spanish', (_name, keys, messages, values) => {
    expect(refusalTexts(keys, 'en', values)).toEqual(messages);
    const spanish = refusalTexts(keys, 'es', values);
    expect(Object.keys(spanish)).toEqual(Object.keys(messages));
    for (const [code, text] of Object.entries(spanish)) expect(text, code).not.toBe(messages[code as MemberApiErrorCode]);
  });

  it('word only codes the schema declares', () => {
    for (const [, keys] of screens) for (const code of Object.keys(keys)) expect(memberApiErrorCodes).toContain(code);
  });
});
