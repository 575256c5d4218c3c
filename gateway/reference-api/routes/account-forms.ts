import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { outboxResponseSchema } from '../../../schemas/api/account-forms';
import {
  getChosenSecurityQuestions,
  getSecurityQuestions,
  postForgotPassword,
  postForgotUsername,
  postPasswordReset,
  postRegistration,
  postUserDetails,
  postUsername,
  putPassword,
  putSecurityAnswers,
} from '../../../schemas/api/endpoints/account-forms';
import { activeAccount, newAccount, unregisteredMember } from '../account-forms/accounts';
import { checkEmail, checkIdentity, checkPassword, checkSecurityAnswers, checkUsername } from '../account-forms/field-checks';
import { SECURITY_QUESTIONS } from '../account-forms/security-questions';
import { changesOf, sendDemoEmail } from '../account-forms-state';
import { hashPassword, verifyPassword } from '../../shared/passwords';
import { sessionOf } from '../auth/session';
import type { RequireSession } from '../../shared/endpoint-route';
import { brandOfDomain, featuresOfDomain, type ContentSource } from '../../shared/content-source';
import { useDemoScope } from '../../shared/demo-scope';
import { implement } from '../../shared/endpoint-route';
import { createCalendar } from '../personas/dates';
import type { Seed } from '../personas/seed';
import type { Account } from '../personas/types';
import type { ReferenceState } from '../state';
import { replies } from '../../shared/validation';
import type { MemberApiErrorCode } from '../../../schemas/api/common';
import { refusal } from '../refusal';

/** A reset code is good for 30 minutes and 5 tries. */
export const RESET_CODE_LIFETIME_MS = 30 * 60_000;
export const RESET_CODE_ATTEMPTS = 5;

export const messages = {
  usernameTaken: 'That username is already taken. Choose another one.',
  // Unknown member and member who already has a login answer alike: the form tells nobody which members exist.
  memberNotFound:
    'We could not create an account with those details. Check them against your member ID card. If you already have an account, use Forgot username or Forgot password.',
  accepted: 'If the details match an account, we have sent an email to the address on file.',
  invalidCode: 'That code is not valid or has expired. Request a new code and try again.',
  wrongCurrentPassword: 'Your current password is not correct.',
  unchangedPassword: 'Choose a new password that is different from your current one.',
};

const badRequest = (reply: FastifyReply, errorCode: MemberApiErrorCode, message: string) => reply.code(400).send(refusal(400, errorCode, message));
const invalidField = (reply: FastifyReply, message: string) => badRequest(reply, 'INVALID_FIELD', message);

const hashAnswers = (answers: readonly { questionId: number; answer: string }[]) =>
  Promise.all(answers.map(async (a) => ({ questionId: a.questionId, answerHash: await hashPassword(a.answer.trim().toLowerCase()) })));

/**
 * Registration, account recovery and password change (spec §7 "registration endpoints", PUT account/password).
 * Everything they change is demo state (state.accountChanges): it lasts until a demo reset or a restart.
 * Only the password change and the security answers need a session; the rest is for members who cannot sign in.
 */
export function accountFormsRoutes(
  app: FastifyInstance,
  deps: { seed: Seed; state: ReferenceState; requireSession: RequireSession; now: () => Date; demo: boolean; content: ContentSource },
): void {
  const { seed, state, requireSession, now, demo, content } = deps;
  if (demo) useDemoScope(app);
  const changes = () => changesOf(state.accountChanges);
  const today = () => createCalendar(now()).today;
  const signedIn = { requireSession };

  /** Saves a changed login; a new password ends INI, FRC and DLG (and any lockout). */
  const savePassword = async (account: Account, password: string) => {
    changes().accounts.set(account.username, { ...account, passwordHash: await hashPassword(password), accountStatus: 'ACT' });
    state.clearFailedLogins(account.username);
  };

  implement(app, getSecurityQuestions, {}, async () => SECURITY_QUESTIONS.map((q) => ({ ...q })));

  implement(app, getChosenSecurityQuestions, signedIn, async (request) => {
    const { account } = sessionOf(request);
    const saved = changes().securityAnswers.get(account.username);
    return { questionIds: saved ? saved.map((a) => a.questionId) : account.securityQuestionIds };
  });

  implement(app, putSecurityAnswers, signedIn, async (request, reply) => {
    const problem = checkSecurityAnswers(request.body.answers);
    if (problem) return invalidField(reply, problem);
    changes().securityAnswers.set(sessionOf(request).account.username, await hashAnswers(request.body.answers));
    return reply.code(204).send();
  });

  implement(app, postUserDetails, {}, async (request, reply) => {
    const problem = checkIdentity(request.body, today());
    if (problem) return invalidField(reply, problem);
    return { valid: unregisteredMember(seed, request.body, request.body.domainId) !== null };
  });

  implement(app, postUsername, {}, async (request, reply) => {
    const problem = checkUsername(request.body.username);
    if (problem) return invalidField(reply, problem);
    return { available: !seed.accounts.has(request.body.username.toLowerCase()) };
  });

  implement(app, postRegistration, {}, async (request, reply) => {
    const body = request.body;
    const problem =
      checkIdentity(body, today()) ??
      checkUsername(body.username) ??
      checkPassword(body.password) ??
      checkEmail(body.email) ??
      checkSecurityAnswers(body.securityAnswers);
    if (problem) return invalidField(reply, problem);
    const membership = unregisteredMember(seed, body, body.domainId);
    if (!membership) return badRequest(reply, 'MEMBER_NOT_FOUND', messages.memberNotFound);
    const username = body.username.toLowerCase();
    if (seed.accounts.has(username)) return badRequest(reply, 'USERNAME_TAKEN', messages.usernameTaken);

    const brand = await brandOfDomain(content, body.domainId);
    if (!brand) return badRequest(reply, 'MEMBER_NOT_FOUND', messages.memberNotFound);
    const { policiesOnlySignInFlow } = await featuresOfDomain(content, body.domainId);
    const passwordHash = await hashPassword(body.password);
    const account = newAccount({
      username,
      passwordHash,
      email: body.email.trim(),
      brand: { id: brand.id, domainId: body.domainId, policiesOnlySignInFlow },
      member: membership.member,
      securityQuestionIds: body.securityAnswers.map((a) => a.questionId),
    });
    changes().accounts.set(username, account);
    changes().securityAnswers.set(username, await hashAnswers(body.securityAnswers));
    return { username };
  });

  implement(app, postForgotUsername, {}, async (request, reply) => {
    const problem = checkEmail(request.body.email);
    if (problem) return invalidField(reply, problem);
    const email = request.body.email.trim().toLowerCase();
    for (const account of seed.accounts.values()) {
      const onFile = state.preferencesOf(account).emailAddress;
      if (account.domainId !== request.body.domainId || account.accountStatus === 'DIS' || onFile?.toLowerCase() !== email) continue;
      sendDemoEmail(changes(), {
        to: onFile,
        username: account.username,
        kind: 'usernameReminder',
        subject: 'Your Member Dashboard username',
        body: `You asked for your username. It is: ${account.username}`,
        sentAt: now().toISOString(),
      });
    }
    return { message: messages.accepted };
  });

  implement(app, postForgotPassword, {}, async (request, reply) => {
    const problem = checkUsername(request.body.username);
    if (problem) return invalidField(reply, problem);
    const account = activeAccount(seed, request.body.username, request.body.domainId);
    const email = account ? state.preferencesOf(account).emailAddress : null;
    if (account && email) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      changes().resetCodes.set(account.username, { code, expiresAt: now().getTime() + RESET_CODE_LIFETIME_MS, attemptsLeft: RESET_CODE_ATTEMPTS });
      sendDemoEmail(changes(), {
        to: email,
        username: account.username,
        kind: 'passwordResetCode',
        subject: 'Your Member Dashboard password reset code',
        body: `Your password reset code is ${code}. It expires in 30 minutes.`,
        code,
        sentAt: now().toISOString(),
      });
    }
    return { message: messages.accepted };
  });

  implement(app, postPasswordReset, {}, async (request, reply) => {
    const { code, newPassword, domainId } = request.body;
    const problem = checkPassword(newPassword, 'new password');
    if (problem) return invalidField(reply, problem);
    const account = activeAccount(seed, request.body.username, domainId);
    const pending = account ? changes().resetCodes.get(account.username) : undefined;
    if (!account || !pending || pending.expiresAt < now().getTime()) return badRequest(reply, 'INVALID_CODE', messages.invalidCode);
    if (pending.code !== code.trim()) {
      pending.attemptsLeft -= 1;
      if (pending.attemptsLeft <= 0) changes().resetCodes.delete(account.username);
      return badRequest(reply, 'INVALID_CODE', messages.invalidCode);
    }
    changes().resetCodes.delete(account.username);
    await savePassword(account, newPassword);
    // Whoever knew the old password is signed out everywhere (ASVS 5.0 V7.4.3).
    state.sessions.revokeSessionsOf(account.username);
    return { accountStatus: 'ACT' as const };
  });

  implement(app, putPassword, signedIn, async (request, reply) => {
    const { currentPassword, newPassword } = request.body;
    const problem = checkPassword(newPassword, 'new password');
    if (problem) return invalidField(reply, problem);
    const { account, claims } = sessionOf(request);
    if (!(await verifyPassword(currentPassword, account.passwordHash))) {
      return badRequest(reply, 'INVALID_CURRENT_PASSWORD', messages.wrongCurrentPassword);
    }
    if (currentPassword === newPassword) return badRequest(reply, 'PASSWORD_UNCHANGED', messages.unchangedPassword);
    await savePassword(account, newPassword);
    // The member's other sessions end (ASVS 5.0 V7.4.3); the one that changed it goes on.
    state.sessions.revokeSessionsOf(account.username, claims.sid);
    return { accountStatus: 'ACT' as const };
  });

  if (demo) {
    app.get<{ Querystring: { to: string } }>(
      '/api/__demo/outbox',
      {
        schema: {
          querystring: { type: 'object', properties: { to: { type: 'string', minLength: 1 } }, required: ['to'] },
          ...replies(outboxResponseSchema),
        },
      },
      async (request) => {
        const to = request.query.to.toLowerCase();
        return { messages: changes().outbox.filter((m) => m.to.toLowerCase() === to || m.username === to) };
      },
    );
  }
}
