import type { CodePurpose } from '@petal/contract/accounts';
import { emailProblem, VERIFICATION_CODE_PATTERN } from '@petal/contract/validation';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, TextField } from '../../../lib/form.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { accountsApi } from '../api/accounts-api.ts';
import { ContactField, contactString, useEmptyContact } from './contact-field.tsx';

/**
 * The shared first step of registering, resetting a password and changing a phone or email:
 * enter the address, receive a 6-digit code, enter it. Hands back a single-use verification
 * token and the address it proves.
 */
export function VerifyContact({
  purpose,
  submitLabel,
  onVerified,
}: {
  purpose: CodePurpose;
  submitLabel: string;
  onVerified: (verificationToken: string, contact: string, byPhone: boolean) => void;
}) {
  const { t } = useTranslation();
  const [contact, setContact] = useState(useEmptyContact());
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [resendIn, setResendIn] = useState(0);
  const { busy, problems, message, submit } = useFormSubmit();

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  function send() {
    const problem =
      contact.method === 'email' ? emailProblem(contact.email) : contact.phone.trim() ? null : 'required';
    return submit(problem ? { contact: problem } : {}, async () => {
      const sent = await accountsApi.sendCode(purpose, contactString(contact), currentLanguage());
      setSentTo(sent.sent_to);
      setResendIn(sent.resend_after_seconds);
    });
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return void send();
    await submit(VERIFICATION_CODE_PATTERN.test(code.trim()) ? {} : { code: 'code_format' }, async () => {
      const verified = await accountsApi.verifyCode(purpose, contactString(contact), code.trim());
      onVerified(verified.verification_token, contactString(contact), contact.method === 'phone');
    });
  }

  return (
    <form className="form" onSubmit={verify} noValidate>
      <ContactField
        value={contact}
        onChange={(value) => {
          setContact(value);
          setSentTo(null);
        }}
        problem={problems.contact}
      />
      {sentTo && (
        <>
          <p className="hint" role="status">
            {t('accounts.codeSent', { to: sentTo })}
          </p>
          <TextField
            label={t('accounts.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            problem={problems.code}
          />
          <p className="hint">{t('accounts.codeHelp')}</p>
        </>
      )}
      <FormMessage message={message} />
      <div className="form-actions">
        {sentTo ? (
          <>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy || resendIn > 0}
              onClick={send}
            >
              {resendIn > 0 ? t('accounts.resendIn', { seconds: resendIn }) : t('accounts.resend')}
            </button>
            <button type="submit" className="button" disabled={busy}>
              {submitLabel}
            </button>
          </>
        ) : (
          <button type="submit" className="button" disabled={busy}>
            {t('accounts.sendCode')}
          </button>
        )}
      </div>
    </form>
  );
}
