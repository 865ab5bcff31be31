import { useMutation } from '@tanstack/react-query';
import type { PhoneVerifySendRequest, PhoneVerifySendResponse } from '@dokkho/contract/phone-verification';
import { authRoutes } from '@dokkho/contract/routes/auth';
import { callApi } from '../../../shared/api/call';

/**
 * `POST /api/user/auth/phone-verify/` (bearer) {phone_number}: texts a 6-digit code. 200 with the normalised
 * number and `retry_after_seconds` (when a resend is allowed); 400 {phone_number: [...]} for a number that
 * is not Bangladeshi, belongs to another account or is already the user's; 429 {detail} with Retry-After
 * (the resend cooldown or a daily cap); 502 {detail} when the SMS could not be sent.
 */
export function sendPhoneCode(body: PhoneVerifySendRequest): Promise<PhoneVerifySendResponse> {
  return callApi(authRoutes.sendPhoneCode, { body });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}
