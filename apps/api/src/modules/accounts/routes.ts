import multipart from '@fastify/multipart';
import {
  changeContactRequestSchema,
  changeLanguageRequestSchema,
  changePasswordRequestSchema,
  editProfileRequestSchema,
  loginRequestSchema,
  memberAccountSchema,
  memberDescribeRequestSchema,
  memberDescribeResponseSchema,
  memberSessionResponseSchema,
  okResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  SESSION_COOKIE,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  TOKEN_DELIVERY_HEADER,
  verifyCodeRequestSchema,
  verifyCodeResponseSchema,
} from '@petal/contract/accounts';
import { countryByCode } from '@petal/contract/countries';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { IssuedToken, SessionTokens } from '../auth/session-tokens.ts';
import { maskDestination, parseContact } from './contact.ts';
import {
  assertNamesFree,
  findMemberByContact,
  findMemberById,
  mediaUrl,
  newClientCode,
  presentAccount,
  uniqueViolation,
} from './members.ts';
import { hashPassword, passwordMatches, spendPasswordCheck } from './passwords.ts';
import { removeStoredFile, storeMemberPhoto } from './photo.ts';
import type { Verification } from './verification.ts';

const MINUTE = 60_000;
/** Product decisions: rate limits per account and per address keep the explicit messages cheap to give and dear to mine. */
const LIMITS = {
  loginPerAccount: { max: 10, windowMs: 15 * MINUTE },
  loginPerAddress: { max: 30, windowMs: 15 * MINUTE },
  sendPerDestination: { max: 5, windowMs: 60 * MINUTE },
  sendPerAddress: { max: 20, windowMs: 60 * MINUTE },
  /** Register and reset each cost a password hash: bounded per address. */
  hashPerAddress: { max: 20, windowMs: 60 * MINUTE },
  verifyPerAddress: { max: 30, windowMs: 15 * MINUTE },
} as const;

interface AccountRoutesOptions {
  db: Database;
  mediaDir: string;
  sessionTokens: SessionTokens;
  verification: Verification;
  limiter: RateLimiter;
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { db, sessionTokens, verification, limiter } = options;

  const limit = (key: string, rule: { max: number; windowMs: number }) => {
    if (!limiter.hit(key, rule)) throw new AppError('rate_limited');
  };

  /** Hands a new member token out: as the HttpOnly cookie, and in the body only on request. */
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    issued: IssuedToken,
    memberId: number,
  ) {
    reply.setCookie(SESSION_COOKIE, issued.token, {
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      path: '/api',
      expires: issued.expiresAt,
    });
    const member = await findMemberById(db, memberId);
    if (!member) throw new AppError('account_not_found');
    const inBody = request.headers[TOKEN_DELIVERY_HEADER] === 'body' && request.authenticatedBy !== 'cookie';
    return {
      member: presentAccount(member),
      expires_at: issued.expiresAt.getTime(),
      expires_in_ms: Math.max(0, issued.expiresAt.getTime() - Date.now()),
      ...(inBody ? { token: issued.token } : {}),
    };
  }

  const memberId = (request: FastifyRequest) => {
    const id = request.viewer?.memberId;
    if (!id) throw new AppError('login_required');
    return id;
  };

  app.post(
    '/auth/code/send',
    {
      config: { access: 'verify-key' },
      schema: {
        tags: ['accounts'],
        summary: 'Send a 6-digit verification code by email or SMS (valid 10 minutes, one a minute).',
        body: sendCodeRequestSchema,
        response: { 200: sendCodeResponseSchema },
      },
    },
    async (request) => {
      const { purpose, language } = request.body;
      const to = parseContact(request.body.contact);
      limit(`send:address:${request.ip}`, LIMITS.sendPerAddress);
      limit(`send:to:${to.destination}`, LIMITS.sendPerDestination);

      const existing = await findMemberByContact(db, to.destination);
      let forMember: number | null = null;
      if (purpose === 'register' && existing) throw new AppError('already_registered');
      if (purpose === 'reset_password') {
        if (!existing) throw new AppError('account_not_found');
        forMember = existing.member_id;
      }
      if (purpose === 'change_contact') {
        // Proving a new address needs a session, whatever the route's general access.
        const owner = await resolveMember(request);
        if (!owner) throw new AppError('login_required');
        if (existing) throw new AppError('already_registered');
        forMember = owner;
      }
      const sent = await verification.sendCode(purpose, to, language, forMember);
      return {
        sent_to: maskDestination(to),
        channel: to.channel,
        resend_after_seconds: sent.resendAfterSeconds,
        expires_in_seconds: sent.expiresInSeconds,
      };
    },
  );

  /** The member behind the request's cookie or Bearer token, for routes open to anyone. */
  async function resolveMember(request: FastifyRequest): Promise<number | null> {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    for (const token of [request.cookies[SESSION_COOKIE], bearer]) {
      if (!token) continue;
      const viewer = await sessionTokens.resolve(token);
      if (viewer?.kind === 'member') return viewer.memberId;
    }
    return null;
  }

  app.post(
    '/auth/code/verify',
    {
      config: { access: 'verify-key' },
      schema: {
        tags: ['accounts'],
        summary: 'Check a code; a right one returns a single-use verification token.',
        body: verifyCodeRequestSchema,
        response: { 200: verifyCodeResponseSchema },
      },
    },
    async (request) => {
      const to = parseContact(request.body.contact);
      limit(`verify:address:${request.ip}`, LIMITS.verifyPerAddress);
      const { ticket, expiresInSeconds } = await verification.verifyCode(
        request.body.purpose,
        to,
        request.body.code,
      );
      return { verification_token: ticket, expires_in_seconds: expiresInSeconds };
    },
  );

  app.post(
    '/auth/register',
    {
      config: { access: 'verify-key' },
      schema: {
        tags: ['accounts'],
        summary: 'Create a member with a verified phone or email; logs the new member in.',
        body: registerRequestSchema,
        response: { 200: memberSessionResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      limit(`hash:address:${request.ip}`, LIMITS.hashPerAddress);
      // A hash costs 19 MiB and tens of milliseconds: only for a ticket that can be spent.
      await verification.assertTicketUsable('register', body.verification_token);
      const passwordHash = await hashPassword(body.password);
      const enName = body.en_name.trim();
      const zhName = body.zh_name.trim();
      const newMemberId = await db
        .transaction(async (tx) => {
          const { destination } = await verification.consumeTicket('register', body.verification_token);
          if (await findMemberByContact(tx, destination)) throw new AppError('already_registered');
          await assertNamesFree(tx, enName, zhName);
          let invitedBy: number | null = null;
          if (body.invitation_code) {
            const { rows } = await tx.query<{ member_id: number }>(
              'SELECT member_id FROM members WHERE client_code = $1',
              [body.invitation_code],
            );
            if (!rows[0]) {
              throw new AppError('validation_failed', [
                { field: 'body.invitation_code', message: 'invalid_value' },
              ]);
            }
            invitedBy = rows[0].member_id;
          }
          const isEmail = destination.includes('@');
          const { rows } = await tx.query<{ member_id: number }>(
            `INSERT INTO members (client_code, en_name, zh_name, email, phone, password_hash, language,
                                  country_id, invited_by, password_changed_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now()) RETURNING member_id`,
            [
              await newClientCode(tx),
              enName,
              zhName,
              isEmail ? destination : null,
              isEmail ? null : destination,
              passwordHash,
              body.language,
              countryByCode(body.country)?.countryId ?? null,
              invitedBy,
            ],
          );
          return rows[0]!.member_id;
        })
        .catch((error) => {
          const clash = uniqueViolation(error);
          if (clash === 'contact') throw new AppError('already_registered');
          if (clash === 'name') throw new AppError('name_taken');
          throw error;
        });
      const issued = await sessionTokens.issueMemberToken(newMemberId);
      return startSession(request, reply, issued, newMemberId);
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'verify-key' },
      schema: {
        tags: ['accounts'],
        summary: 'Log in by phone or email and password.',
        body: loginRequestSchema,
        response: { 200: memberSessionResponseSchema },
      },
    },
    async (request, reply) => {
      const to = parseContact(request.body.contact);
      limit(`login:address:${request.ip}`, LIMITS.loginPerAddress);
      limit(`login:account:${to.destination}`, LIMITS.loginPerAccount);
      const member = await findMemberByContact(db, to.destination);
      if (!member) {
        await spendPasswordCheck(request.body.password);
        throw new AppError('account_not_found');
      }
      if (member.disabled_at) throw new AppError('invalid_account');
      if (!member.password_hash) throw new AppError('login_failed');
      if (!(await passwordMatches(member.password_hash, request.body.password)))
        throw new AppError('wrong_password');
      limiter.reset(`login:account:${to.destination}`);
      const issued = await sessionTokens.issueMemberToken(member.member_id);
      return startSession(request, reply, issued, member.member_id);
    },
  );

  app.get(
    '/auth/token/refresh',
    {
      config: { access: 'member' },
      schema: {
        tags: ['accounts'],
        summary: 'Rotate the member token: a new one for another 60 minutes (never past 7 days from login).',
        response: { 200: memberSessionResponseSchema },
      },
    },
    async (request, reply) => {
      const issued = await sessionTokens.rotate(request.viewer!.sessionId);
      if (!issued) throw new AppError('token_invalid');
      return startSession(request, reply, issued, memberId(request));
    },
  );

  app.get(
    '/auth/logout',
    {
      config: { access: 'verify-key' },
      schema: {
        tags: ['accounts'],
        summary: 'End this session (the token stops working) and clear the session cookie.',
        response: { 200: okResponseSchema },
      },
    },
    async (request, reply) => {
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      for (const token of [request.cookies[SESSION_COOKIE], bearer]) {
        if (!token) continue;
        const viewer = await sessionTokens.resolve(token);
        if (viewer?.kind === 'member') await sessionTokens.revoke(viewer.sessionId);
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/api', httpOnly: true, secure: true, sameSite: 'lax' });
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/password/reset',
    {
      config: { access: 'verify-key' },
      schema: {
        tags: ['accounts'],
        summary:
          'Set a new password with a verification token from a reset_password code; ends every session.',
        body: resetPasswordRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      await db.transaction(async (tx) => {
        const { memberId: owner } = await verification.consumeTicket(
          'reset_password',
          request.body.verification_token,
        );
        if (!owner) throw new AppError('verification_required');
        await tx.query(
          'UPDATE members SET password_hash = $2, password_changed_at = now() WHERE member_id = $1',
          [owner, passwordHash],
        );
        await tx.query(`UPDATE sessions SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL`, [
          owner,
        ]);
      });
      return { ok: true as const };
    },
  );

  app.get(
    '/account/profile',
    {
      config: { access: 'member' },
      schema: {
        tags: ['accounts'],
        summary: 'The logged-in member’s own account.',
        response: { 200: memberAccountSchema },
      },
    },
    async (request) => {
      const member = await findMemberById(db, memberId(request));
      if (!member) throw new AppError('account_not_found');
      return presentAccount(member);
    },
  );

  app.post(
    '/account/profile/edit',
    {
      config: { access: 'member' },
      schema: {
        tags: ['accounts'],
        summary: 'Change the English and Chinese names (each unique).',
        body: editProfileRequestSchema,
        response: { 200: memberAccountSchema },
      },
    },
    async (request) => {
      const id = memberId(request);
      const enName = request.body.en_name.trim();
      const zhName = request.body.zh_name.trim();
      await db
        .transaction(async (tx) => {
          await assertNamesFree(tx, enName, zhName, id);
          await tx.query('UPDATE members SET en_name = $2, zh_name = $3 WHERE member_id = $1', [
            id,
            enName,
            zhName,
          ]);
        })
        .catch((error) => {
          if (uniqueViolation(error) === 'name') throw new AppError('name_taken');
          throw error;
        });
      return presentAccount((await findMemberById(db, id))!);
    },
  );

  app.post(
    '/account/language',
    {
      config: { access: 'member' },
      schema: {
        tags: ['accounts'],
        summary: 'Change the member’s language.',
        body: changeLanguageRequestSchema,
        response: { 200: memberAccountSchema },
      },
    },
    async (request) => {
      const id = memberId(request);
      await db.query('UPDATE members SET language = $2 WHERE member_id = $1', [id, request.body.language]);
      return presentAccount((await findMemberById(db, id))!);
    },
  );

  app.post(
    '/account/changePWD',
    {
      config: { access: 'member' },
      schema: {
        tags: ['accounts'],
        summary: 'Change the password; every other session of the member ends.',
        body: changePasswordRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const id = memberId(request);
      limit(`password:member:${id}`, LIMITS.loginPerAccount);
      const member = await findMemberById(db, id);
      if (!member) throw new AppError('account_not_found');
      if (!(await passwordMatches(member.password_hash, request.body.old_password))) {
        throw new AppError('wrong_password');
      }
      const passwordHash = await hashPassword(request.body.new_password);
      await db.transaction(async (tx) => {
        await tx.query(
          'UPDATE members SET password_hash = $2, password_changed_at = now() WHERE member_id = $1',
          [id, passwordHash],
        );
        await sessionTokens.revokeOthers(id, request.viewer!.sessionId);
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/account/contact/change',
    {
      config: { access: 'member' },
      schema: {
        tags: ['accounts'],
        summary: 'Replace the member’s email or phone with one proven by a change_contact code.',
        body: changeContactRequestSchema,
        response: { 200: memberAccountSchema },
      },
    },
    async (request) => {
      const id = memberId(request);
      limit(`password:member:${id}`, LIMITS.loginPerAccount);
      const before = await findMemberById(db, id);
      if (!before) throw new AppError('account_not_found');
      if (!(await passwordMatches(before.password_hash, request.body.password))) {
        throw new AppError('validation_failed', [{ field: 'body.password', message: 'wrong_password' }]);
      }
      let changedTo = '';
      await db
        .transaction(async (tx) => {
          const { destination, memberId: owner } = await verification.consumeTicket(
            'change_contact',
            request.body.verification_token,
          );
          if (owner !== id) throw new AppError('verification_required');
          if (await findMemberByContact(tx, destination)) throw new AppError('already_registered');
          const column = destination.includes('@') ? 'email' : 'phone';
          await tx.query(`UPDATE members SET ${column} = $2 WHERE member_id = $1`, [id, destination]);
          changedTo = destination;
        })
        .catch((error) => {
          if (uniqueViolation(error) === 'contact') throw new AppError('already_registered');
          throw error;
        });
      // Tell the address that was replaced, so a takeover does not go unnoticed.
      const previous = changedTo.includes('@') ? before.email : before.phone;
      if (previous) {
        const next = parseContact(changedTo);
        await verification
          .notifyContactChanged(parseContact(previous), maskDestination(next), before.language)
          .catch((error) =>
            request.log.warn({ err: error }, 'could not tell the old address about the change'),
          );
      }
      return presentAccount((await findMemberById(db, id))!);
    },
  );

  // The one route that reads multipart bodies: @fastify/multipart lives in its scope only, as
  // its hooks cost every request a promise pair and a listener (app.ts keeps the 400 elsewhere).
  await app.register(async (plain) => {
    const upload = plain.withTypeProvider<ZodTypeProvider>();
    upload.removeContentTypeParser('multipart/form-data');
    await upload.register(multipart);

    upload.post(
      '/account/photo',
      {
        config: { access: 'member' },
        schema: {
          tags: ['accounts'],
          summary: 'Upload a new profile photo (multipart, one image under 1 MB); it is stored as WebP.',
          consumes: ['multipart/form-data'],
          response: { 200: memberAccountSchema },
        },
      },
      async (request) => {
        const id = memberId(request);
        const key = await storeMemberPhoto(request, options.mediaDir, id);
        // The file is written first; if the row cannot take it, the file goes again.
        let previous: string | null = null;
        try {
          const { rows } = await db.query<{ previous: string | null }>(
            `UPDATE members m SET photo_path = $2 FROM members old
              WHERE m.member_id = $1 AND old.member_id = m.member_id RETURNING old.photo_path AS previous`,
            [id, key],
          );
          previous = rows[0]?.previous ?? null;
        } catch (error) {
          await removeStoredFile(options.mediaDir, key);
          throw error;
        }
        await removeStoredFile(options.mediaDir, previous);
        return presentAccount((await findMemberById(db, id))!);
      },
    );
  });

  app.post(
    '/member/describe',
    {
      schema: {
        tags: ['accounts'],
        summary: 'A member’s public profile: photo and names.',
        body: memberDescribeRequestSchema,
        response: { 200: memberDescribeResponseSchema },
      },
    },
    async (request) => {
      const member = await findMemberById(db, request.body.member_id);
      if (!member) throw new AppError('account_not_found');
      return {
        member_id: member.member_id,
        photo: mediaUrl(member.photo_path),
        en_name: member.en_name,
        zh_name: member.zh_name,
      };
    },
  );
};
