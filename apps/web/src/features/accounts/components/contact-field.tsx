import { COUNTRIES } from '@petal/contract/countries';
import type { ValidationMessage } from '@petal/contract/validation';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCountry } from '../../../lib/country-store.ts';
import { validationText } from '../../../lib/form.tsx';

export type ContactMethod = 'email' | 'phone';

export interface ContactValue {
  method: ContactMethod;
  email: string;
  callingCode: string;
  phone: string;
}

export function useEmptyContact(): ContactValue {
  const country = useCurrentCountry();
  return { method: 'email', email: '', callingCode: country.callingCode, phone: '' };
}

/** What the API takes: the email, or the phone number in international form. */
export function contactString(value: ContactValue): string {
  return value.method === 'email'
    ? value.email.trim()
    : `+${value.callingCode}${value.phone.replace(/\D/g, '')}`;
}

/** Phone or email (spec section 5: "choose phone or email"), with the calling code for phones. */
export function ContactField({
  value,
  onChange,
  problem,
}: {
  value: ContactValue;
  onChange: (value: ContactValue) => void;
  problem?: ValidationMessage | null;
}) {
  const { t } = useTranslation();
  const problemId = useId();
  const inputId = useId();
  return (
    <fieldset className="field contact-field">
      <legend>{t('accounts.contactMethod')}</legend>
      <div className="segmented" role="radiogroup" aria-label={t('accounts.contactMethod')}>
        {(['email', 'phone'] as const).map((method) => (
          <label key={method} className={value.method === method ? 'selected' : undefined}>
            <input
              type="radio"
              name="contact-method"
              value={method}
              checked={value.method === method}
              onChange={() => onChange({ ...value, method })}
            />
            {t(`accounts.method.${method}`)}
          </label>
        ))}
      </div>
      {value.method === 'email' ? (
        <>
          <label htmlFor={inputId}>{t('accounts.email')}</label>
          <input
            id={inputId}
            type="email"
            autoComplete="email"
            value={value.email}
            onChange={(event) => onChange({ ...value, email: event.target.value })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
          />
        </>
      ) : (
        <>
          <label htmlFor={inputId}>{t('accounts.phone')}</label>
          <div className="phone-row">
            <select
              aria-label={t('accounts.callingCode')}
              value={value.callingCode}
              onChange={(event) => onChange({ ...value, callingCode: event.target.value })}
            >
              {COUNTRIES.map((country) => (
                <option key={country.code} value={country.callingCode}>
                  {t(`countries.${country.code}`)} +{country.callingCode}
                </option>
              ))}
            </select>
            <input
              id={inputId}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={value.phone}
              onChange={(event) => onChange({ ...value, phone: event.target.value })}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
            />
          </div>
        </>
      )}
      {problem && (
        <p id={problemId} className="field-problem">
          {validationText(problem)}
        </p>
      )}
    </fieldset>
  );
}
