import type {
  AuthUser,
  DetailResponse,
  EmailVerifyConfirmRequest,
  EmailVerifyConfirmResponse,
  EmailVerifyResendResponse,
  GoogleLoginRequest,
  LoginRequest,
  LoginResponse,
  LogoutBody,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  RefreshBody,
  RefreshResponse,
  RegisterRequest,
} from '../auth';
import type { IdParam } from '../common';
import type { ChangePasswordRequest } from '../hiring';
import type {
  PhoneVerifyConfirmRequest,
  PhoneVerifyConfirmResponse,
  PhoneVerifySendRequest,
  PhoneVerifySendResponse,
  SavedPhoneNumberQuery,
  SavedPhoneNumberResponse,
} from '../phone-verification';
import { route } from '../route';

/**
 * Sign-up, sign-in, the session, e-mail and phone verification, password reset (SPEC.md §7 "Auth").
 *
 * Sign-up, sign-in, the refresh and sign-out authenticate by their body or the httpOnly refresh cookie:
 * `public`, so the web sends them without a bearer token and never refreshes first (a refresh before the
 * refresh would rotate the cookie twice). The links from e-mails work signed out, so they are public too.
 */
export const authRoutes = {
  register: route<{ body: typeof RegisterRequest; response: typeof LoginResponse }>()(
    'POST',
    '/user/auth/register/',
    'public',
  ),
  login: route<{ body: typeof LoginRequest; response: typeof LoginResponse }>()(
    'POST',
    '/user/auth/login/',
    'public',
  ),
  googleLogin: route<{ body: typeof GoogleLoginRequest; response: typeof LoginResponse }>()(
    'POST',
    '/user/auth/google-login/',
    'public',
  ),
  refresh: route<{ body: typeof RefreshBody; response: typeof RefreshResponse }>()(
    'POST',
    '/user/auth/token/refresh/',
    'public',
  ),
  logout: route<{ body: typeof LogoutBody; response: typeof DetailResponse }>()(
    'POST',
    '/user/auth/logout/',
    'public',
  ),
  profile: route<{ response: typeof AuthUser }>()('GET', '/user/auth/profile/', 'user'),
  resendEmailVerification: route<{ response: typeof EmailVerifyResendResponse }>()(
    'POST',
    '/user/auth/email-verify/',
    'user',
  ),
  confirmEmail: route<{
    body: typeof EmailVerifyConfirmRequest;
    response: typeof EmailVerifyConfirmResponse;
  }>()('PUT', '/user/auth/email-verify/', 'public'),
  requestPasswordReset: route<{ body: typeof PasswordResetRequest; response: typeof DetailResponse }>()(
    'POST',
    '/user/auth/reset-password/',
    'public',
  ),
  confirmPasswordReset: route<{
    body: typeof PasswordResetConfirmRequest;
    response: typeof DetailResponse;
  }>()('PUT', '/user/auth/reset-password/', 'public'),
  changePassword: route<{ body: typeof ChangePasswordRequest; response: typeof DetailResponse }>()(
    'POST',
    '/user/auth/change-password/',
    'user',
  ),
  sendPhoneCode: route<{ body: typeof PhoneVerifySendRequest; response: typeof PhoneVerifySendResponse }>()(
    'POST',
    '/user/auth/phone-verify/',
    'user',
  ),
  confirmPhoneCode: route<{
    body: typeof PhoneVerifyConfirmRequest;
    response: typeof PhoneVerifyConfirmResponse;
  }>()('PUT', '/user/auth/phone-verify/', 'user'),
  savedPhoneNumber: route<{
    params: typeof IdParam;
    query: typeof SavedPhoneNumberQuery;
    response: typeof SavedPhoneNumberResponse;
  }>()('GET', '/log_reg/save-phone-number/:id/', 'user'),
};
