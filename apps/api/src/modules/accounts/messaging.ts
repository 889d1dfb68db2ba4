import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Contact } from './contact.ts';
import { maskDestination } from './contact.ts';

export interface OutgoingMessage {
  subject: string;
  text: string;
}

export interface MessageSender {
  send(to: Contact, message: OutgoingMessage): Promise<void>;
}

export interface MessagingConfig {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  SMS_WEBHOOK_URL?: string | undefined;
  /** Where the development outbox is written when a channel has no provider. */
  outboxFile: string;
}

/**
 * Email goes over SMTP when SMTP_URL is set; SMS through a gateway that takes JSON when
 * SMS_WEBHOOK_URL is set. A channel without a provider writes to the development outbox file,
 * and the log says where, so a newcomer can register on a fresh machine. The log never
 * carries a code or a full address.
 */
export function createMessageSender(config: MessagingConfig, log: FastifyBaseLogger): MessageSender {
  const mail = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;

  async function toOutbox(to: Contact, message: OutgoingMessage) {
    await mkdir(path.dirname(config.outboxFile), { recursive: true });
    const entry = { at: new Date().toISOString(), channel: to.channel, to: to.destination, ...message };
    await appendFile(config.outboxFile, `${JSON.stringify(entry)}\n`);
    log.info(
      { channel: to.channel, to: maskDestination(to), outbox: config.outboxFile },
      'no provider configured: message written to the development outbox',
    );
  }

  return {
    async send(to, message) {
      if (to.channel === 'email' && mail) {
        await mail.sendMail({
          from: config.MAIL_FROM,
          to: to.destination,
          subject: message.subject,
          text: message.text,
        });
        return;
      }
      if (to.channel === 'sms' && config.SMS_WEBHOOK_URL) {
        const response = await fetch(config.SMS_WEBHOOK_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to: to.destination, text: message.text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
        return;
      }
      await toOutbox(to, message);
    },
  };
}
