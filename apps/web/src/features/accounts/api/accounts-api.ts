import type {
  ChangePasswordRequest,
  CodePurpose,
  EditProfileRequest,
  LoginRequest,
  MemberAccount,
  MemberSessionResponse,
  RegisterRequest,
  ResetPasswordRequest,
  SendCodeResponse,
  VerifyCodeResponse,
} from '@petal/contract/accounts';
import { CACHE_SECONDS } from '@petal/contract/constants';
import type { Language } from '@petal/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every accounts call of the web app, declared once. */
export const accountsApi = {
  sendCode: (purpose: CodePurpose, contact: string, language: Language) =>
    apiRequest<SendCodeResponse>('/auth/code/send', { method: 'POST', body: { purpose, contact, language } }),
  verifyCode: (purpose: CodePurpose, contact: string, code: string) =>
    apiRequest<VerifyCodeResponse>('/auth/code/verify', { method: 'POST', body: { purpose, contact, code } }),
  register: (body: RegisterRequest) =>
    apiRequest<MemberSessionResponse>('/auth/register', { method: 'POST', body }),
  login: (body: LoginRequest) => apiRequest<MemberSessionResponse>('/auth/login', { method: 'POST', body }),
  resetPassword: (body: ResetPasswordRequest) =>
    apiRequest<{ ok: true }>('/auth/password/reset', { method: 'POST', body }),
  refresh: () => apiRequest<MemberSessionResponse>('/auth/token/refresh'),
  logout: () => apiRequest<{ ok: true }>('/auth/logout'),
  changePassword: (body: ChangePasswordRequest) =>
    apiRequest<{ ok: true }>('/account/changePWD', { method: 'POST', body }),
  editProfile: (body: EditProfileRequest) =>
    apiRequest<MemberAccount>('/account/profile/edit', { method: 'POST', body }),
  changeLanguage: (language: Language) =>
    apiRequest<MemberAccount>('/account/language', { method: 'POST', body: { language } }),
  uploadPhoto: (photo: File) => {
    const form = new FormData();
    form.append('photo', photo);
    return apiRequest<MemberAccount>('/account/photo', { method: 'POST', body: form });
  },
  changeContact: (verificationToken: string, password: string) =>
    apiRequest<MemberAccount>('/account/contact/change', {
      method: 'POST',
      body: { verification_token: verificationToken, password },
    }),
};

export const accountQuery = queryOptions({
  queryKey: ['account', 'profile'],
  queryFn: ({ signal }) => apiRequest<MemberAccount>('/account/profile', { signal }),
  staleTime: CACHE_SECONDS.memberProfile * 1000,
});

export function useAccount() {
  return useQuery(accountQuery);
}
