import { createHash, randomInt } from 'node:crypto';
import type { CodePurpose } from '@petal/contract/accounts';
import { VERIFICATION_CODE } from '@petal/contract/constants';
import type { Language } from '@petal/contract/languages';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { hashSecret, newSecret } from '../auth/session-tokens.ts';
import type { Contact } from './contact.ts';
import type { MessageSender } from './messaging.ts';

/** A right code buys a ticket; register, reset and change spend it within this time. */
const TICKET_LIFETIME_MS = 15 * 60_000;

const MESSAGES: Record<Language, { subject: string; text: (code: string) => string }> = {
  en: {
    subject: 'Your Petal verification code',
    text: (code) => `Your Petal verification code is ${code}. It is valid for 10 minutes. Never share it.`,
  },
  zh: {
    subject: '您的 Petal 驗證碼',
    text: (code) => `您的 Petal 驗證碼是 ${code}，10 分鐘內有效。請勿向任何人透露。`,
  },
  ja: {
    subject: 'Petal の認証コード',
    text: (code) => `Petal の認証コードは ${code} です。10分間有効です。他の人に教えないでください。`,
  },
};

const CHANGE_NOTICE: Record<Language, { subject: string; text: (to: string) => string }> = {
  en: {
    subject: 'Your Petal sign-in address was changed',
    text: (to) =>
      `The phone number or email of your Petal account was changed to ${to}. If this was not you, contact customer service at once.`,
  },
  zh: {
    subject: '您的 Petal 登入資料已更改',
    text: (to) => `您的 Petal 帳戶電話號碼或電郵已更改為 ${to}。如非本人操作，請立即聯絡客服。`,
  },
  ja: {
    subject: 'Petal のログイン情報が変更されました',
    text: (to) =>
      `Petal アカウントの電話番号またはメールアドレスが ${to} に変更されました。心当たりがない場合は、すぐにカスタマーサービスへご連絡ください。`,
  },
};

function hashCode(purpose: CodePurpose, destination: string, code: string): Buffer {
  return createHash('sha256').update(`${purpose}\n${destination}\n${code}`).digest();
}

export function createVerification(db: Database, sender: MessageSender) {
  return {
    /**
     * Sends a new 6-digit code, valid 10 minutes, replacing any earlier one; at most one a
     * minute per destination (product decisions).
     */
    async sendCode(
      purpose: CodePurpose,
      to: Contact,
      language: Language,
      memberId: number | null,
      now = new Date(),
    ) {
      const code = String(randomInt(0, 10 ** VERIFICATION_CODE.digits)).padStart(
        VERIFICATION_CODE.digits,
        '0',
      );
      const resendBefore = new Date(now.getTime() - VERIFICATION_CODE.resendAfterMs);
      const { rows } = await db.query<{ verification_id: number }>(
        `INSERT INTO verification_codes (purpose, destination, member_id, code_hash, sent_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (purpose, destination) WHERE used_at IS NULL DO UPDATE
           SET member_id = EXCLUDED.member_id, code_hash = EXCLUDED.code_hash, sent_at = EXCLUDED.sent_at,
               expires_at = EXCLUDED.expires_at, wrong_tries = 0, ticket_hash = NULL, ticket_expires_at = NULL
           WHERE verification_codes.sent_at <= $7
         RETURNING verification_id`,
        [
          purpose,
          to.destination,
          memberId,
          hashCode(purpose, to.destination, code),
          now,
          new Date(now.getTime() + VERIFICATION_CODE.validForMs),
          resendBefore,
        ],
      );
      const verificationId = rows[0]?.verification_id;
      if (!verificationId) throw new AppError('code_resend_too_soon');
      try {
        const message = MESSAGES[language];
        await sender.send(to, { subject: message.subject, text: message.text(code) });
      } catch (error) {
        // Not sent: forget it, so the person can ask again at once.
        await db.query('DELETE FROM verification_codes WHERE verification_id = $1', [verificationId]);
        throw error;
      }
      return {
        resendAfterSeconds: VERIFICATION_CODE.resendAfterMs / 1000,
        expiresInSeconds: VERIFICATION_CODE.validForMs / 1000,
      };
    },

    /**
     * Checks a code. Right: a single-use ticket. Wrong: counted; after 5 wrong tries, or
     * once expired, only a new code helps.
     */
    async verifyCode(purpose: CodePurpose, to: Contact, code: string, now = new Date()) {
      const { rows } = await db.query<{ verification_id: number; right: boolean }>(
        `UPDATE verification_codes
            SET wrong_tries = wrong_tries + CASE WHEN code_hash = $3 THEN 0 ELSE 1 END
          WHERE purpose = $1 AND destination = $2 AND used_at IS NULL
            AND expires_at > $4 AND wrong_tries < $5
          RETURNING verification_id, code_hash = $3 AS right`,
        [
          purpose,
          to.destination,
          hashCode(purpose, to.destination, code),
          now,
          VERIFICATION_CODE.maxWrongTries,
        ],
      );
      const row = rows[0];
      if (!row) throw new AppError('verification_code_expired');
      if (!row.right) throw new AppError('incorrect_verification_code');
      const ticket = newSecret();
      await db.query(
        'UPDATE verification_codes SET ticket_hash = $2, ticket_expires_at = $3 WHERE verification_id = $1',
        [row.verification_id, hashSecret(ticket), new Date(now.getTime() + TICKET_LIFETIME_MS)],
      );
      return { ticket, expiresInSeconds: TICKET_LIFETIME_MS / 1000 };
    },

    /** Refuses a ticket that could not be spent now, before the caller does costly work. */
    async assertTicketUsable(purpose: CodePurpose, ticket: string, now = new Date()) {
      const { rows } = await db.query<{ usable: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM verification_codes WHERE ticket_hash = $1 AND purpose = $2
                          AND used_at IS NULL AND ticket_expires_at > $3) AS usable`,
        [hashSecret(ticket), purpose, now],
      );
      if (!rows[0]?.usable) throw new AppError('verification_required');
    },

    /** Tells an address that the account moved away from it. */
    async notifyContactChanged(previous: Contact, maskedNew: string, language: Language) {
      await sender.send(previous, {
        subject: CHANGE_NOTICE[language].subject,
        text: CHANGE_NOTICE[language].text(maskedNew),
      });
    },

    /**
     * Spends a ticket, inside the caller's transaction: if the rest of the work fails, the
     * ticket is still good.
     */
    async consumeTicket(purpose: CodePurpose, ticket: string, now = new Date()) {
      const { rows } = await db.query<{ destination: string; member_id: number | null }>(
        `UPDATE verification_codes SET used_at = $3
          WHERE ticket_hash = $1 AND purpose = $2 AND used_at IS NULL AND ticket_expires_at > $3
          RETURNING destination, member_id`,
        [hashSecret(ticket), purpose, now],
      );
      const row = rows[0];
      if (!row) throw new AppError('verification_required');
      return { destination: row.destination, memberId: row.member_id };
    },
  };
}

export type Verification = ReturnType<typeof createVerification>;
