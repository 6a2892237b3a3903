import { SWITCH_USER_EXIT } from '../http/headers.js';
import type {
  ApiKeyInfo,
  ApiKeyResponse,
  ChangePasswordForm,
  Curator,
  LoginRequest,
  MessageResponse,
  PasswordPair,
  ProfileForm,
  RegistrationForm,
  ResetPasswordResponse,
  TokenResponse,
  User,
  UserSettingsPatch,
  UserTypesResponse,
} from '../types/index.js';
import { apiClient } from './client.js';

/** Auth/user calls of SPEC §7. */
export const userApi = {
  login: (form: LoginRequest) => apiClient.post<TokenResponse>('/api/login_check', form).then((r) => r.data),
  logout: () => apiClient.get<MessageResponse>('/logout').then((r) => r.data),
  /** `null` for a guest. */
  current: () => apiClient.get<User | null>('/api/user').then((r) => r.data),
  types: () => apiClient.get<UserTypesResponse>('/api/user/types').then((r) => r.data),
  register: (form: RegistrationForm) =>
    apiClient
      .post<TokenResponse & MessageResponse & { user: User }>('/api/user/registration', form)
      .then((r) => r.data),
  edit: (form: ProfileForm) =>
    apiClient.post<MessageResponse & { user: User }>('/api/user/edit', form).then((r) => r.data),
  /** Changes the named settings (`null`: back to the default); answers the user. */
  updateSettings: (patch: UserSettingsPatch) =>
    apiClient.patch<User>('/api/user/settings', patch).then((r) => r.data),
  requestPasswordReset: (email: string) =>
    apiClient.get<MessageResponse>('/api/user/resetpassword', { params: { email } }).then((r) => r.data),
  resetPassword: (token: string, plainPassword: PasswordPair) =>
    apiClient
      .post<ResetPasswordResponse>(
        `/api/user/resetting/reset/${encodeURIComponent(token)}`,
        new URLSearchParams({
          'plainPassword[first]': plainPassword.first,
          'plainPassword[second]': plainPassword.second,
        }),
        { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      )
      .then((r) => r.data),
  changePassword: (form: ChangePasswordForm) =>
    apiClient.patch<MessageResponse>('/api/user/change-password', form).then((r) => r.data),
  curators: () => apiClient.get<Curator[]>('/api/user/curators').then((r) => r.data),
  /** The key when it is issued now; `apiKey: null` when it was issued before (shown once). */
  apiKey: () => apiClient.get<ApiKeyResponse>('/api/user/api-key').then((r) => r.data),
  /** Whether there is a key, when and by whom it was issued; issues nothing. */
  apiKeyInfo: () => apiClient.get<ApiKeyInfo>('/api/user/api-key/info').then((r) => r.data),
  /** A new key (the previous one stops working), shown this once. */
  reissueApiKey: () => apiClient.post<ApiKeyResponse>('/api/user/api-key').then((r) => r.data),
  /** The key stops working at once; `apiKey` issues a new one afterwards. */
  revokeApiKey: () => apiClient.delete<MessageResponse>('/api/user/api-key').then((r) => r.data),
  switchUserExit: () =>
    apiClient.get<MessageResponse>('/', { params: { _switch_user: SWITCH_USER_EXIT } }).then((r) => r.data),
};
