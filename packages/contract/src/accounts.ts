import { z } from 'zod';
import { COUNTRY_CODES } from './countries.ts';
import { LANGUAGES } from './languages.ts';
import {
  CLIENT_ID_PATTERN,
  chineseNameProblem,
  englishNameProblem,
  PASSWORD_LIMITS,
  passwordProblem,
  type ValidationMessage,
  VERIFICATION_CODE_PATTERN,
} from './validation.ts';

/**
 * Accounts and sessions (spec sections 4-6). Field problems carry a validation message id
 * (validation.ts) as their message, which the web app shows in the user's language.
 */
const checked = (problem: (value: string) => ValidationMessage | null) =>
  z.string().superRefine((value, context) => {
    const found = problem(value);
    if (found) context.addIssue({ code: 'custom', message: found });
  });

export const CODE_PURPOSES = ['register', 'reset_password', 'change_contact'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** An email address, or a phone number in international form (+85291234567). */
export const contactSchema = z.string().trim().min(1, 'required').max(254, 'invalid_value');

export const sendCodeRequestSchema = z.strictObject({
  purpose: z.enum(CODE_PURPOSES),
  contact: contactSchema,
  /** The language the message is written in. */
  language: z.enum(LANGUAGES).default('en'),
});
export const sendCodeResponseSchema = z.object({
  /** Where the code went, partly hidden: "a•••@example.com", "+852 •••• 5678". */
  sent_to: z.string(),
  channel: z.enum(['email', 'sms']),
  resend_after_seconds: z.number().int(),
  expires_in_seconds: z.number().int(),
});
export type SendCodeResponse = z.infer<typeof sendCodeResponseSchema>;

export const verifyCodeRequestSchema = z.strictObject({
  purpose: z.enum(CODE_PURPOSES),
  contact: contactSchema,
  code: z.string().trim().regex(VERIFICATION_CODE_PATTERN, 'code_format'),
});
export const verifyCodeResponseSchema = z.object({
  /** A single-use ticket proving the code was right; register, reset and change take it. */
  verification_token: z.string(),
  expires_in_seconds: z.number().int(),
});
export type VerifyCodeResponse = z.infer<typeof verifyCodeResponseSchema>;

const passwordSchema = checked(passwordProblem);
const verificationTokenSchema = z.string().min(1, 'required').max(200, 'invalid_value');

export const registerRequestSchema = z
  .strictObject({
    verification_token: verificationTokenSchema,
    en_name: checked(englishNameProblem),
    zh_name: checked(chineseNameProblem),
    password: passwordSchema,
    password_confirm: z.string(),
    /** The Client ID of the member who invited this one. */
    invitation_code: z.string().trim().regex(CLIENT_ID_PATTERN, 'client_id_format').optional(),
    language: z.enum(LANGUAGES),
    country: z.enum(COUNTRY_CODES),
  })
  .superRefine((value, context) => {
    if (value.password !== value.password_confirm) {
      context.addIssue({ code: 'custom', path: ['password_confirm'], message: 'passwords_differ_create' });
    }
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.strictObject({
  contact: contactSchema,
  password: z.string().min(1, 'required').max(PASSWORD_LIMITS.max, 'password_too_long'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const resetPasswordRequestSchema = z
  .strictObject({
    verification_token: verificationTokenSchema,
    password: passwordSchema,
    password_confirm: z.string(),
  })
  .superRefine((value, context) => {
    if (value.password !== value.password_confirm) {
      context.addIssue({ code: 'custom', path: ['password_confirm'], message: 'passwords_differ_create' });
    }
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z
  .strictObject({
    old_password: z.string().min(1, 'required').max(PASSWORD_LIMITS.max, 'password_too_long'),
    new_password: passwordSchema,
    new_password_confirm: z.string(),
  })
  .superRefine((value, context) => {
    if (value.new_password !== value.new_password_confirm) {
      context.addIssue({
        code: 'custom',
        path: ['new_password_confirm'],
        message: 'passwords_differ_change',
      });
    }
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const changeContactRequestSchema = z.strictObject({
  verification_token: verificationTokenSchema,
  /** The current password: a borrowed session alone cannot move the account to another address. */
  password: z.string().min(1, 'required').max(PASSWORD_LIMITS.max, 'password_too_long'),
});
export type ChangeContactRequest = z.input<typeof changeContactRequestSchema>;

export const editProfileRequestSchema = z.strictObject({
  en_name: checked(englishNameProblem),
  zh_name: checked(chineseNameProblem),
});
export type EditProfileRequest = z.input<typeof editProfileRequestSchema>;

export const changeLanguageRequestSchema = z.strictObject({ language: z.enum(LANGUAGES) });

export const memberAccountSchema = z.object({
  member_id: z.number().int(),
  /** The 9-digit Client ID. */
  client_id: z.string().regex(CLIENT_ID_PATTERN),
  en_name: z.string(),
  zh_name: z.string(),
  photo: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.enum(LANGUAGES),
  country: z.enum(COUNTRY_CODES).nullable(),
});
export type MemberAccount = z.infer<typeof memberAccountSchema>;

export const memberSessionResponseSchema = z.object({
  member: memberAccountSchema,
  /** When this token stops working, in milliseconds since the epoch, by the server's clock. */
  expires_at: z.number().int(),
  /** How long it works from now: the browser sets EXP_TOKEN from this, immune to a wrong clock. */
  expires_in_ms: z.number().int(),
  /**
   * Only for clients that ask with `x-token-delivery: body` and do not authenticate by the
   * cookie (a page script holding only the cookie never sees a token); browsers get a cookie.
   */
  token: z.string().optional(),
});
export type MemberSessionResponse = z.infer<typeof memberSessionResponseSchema>;

export const memberDescribeRequestSchema = z.strictObject({ member_id: z.number().int().positive() });
export const memberDescribeResponseSchema = z.object({
  member_id: z.number().int(),
  photo: z.string().nullable(),
  en_name: z.string(),
  zh_name: z.string(),
});
export type MemberDescribeResponse = z.infer<typeof memberDescribeResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** The cookie that carries a browser's member session (HttpOnly, so page scripts cannot read it). */
export const SESSION_COOKIE = 'petal_session';
/** A non-browser client asks for the member token in the body with this header set to "body". */
export const TOKEN_DELIVERY_HEADER = 'x-token-delivery';
