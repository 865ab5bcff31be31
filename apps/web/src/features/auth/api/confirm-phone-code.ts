import { useMutation } from '@tanstack/react-query';
import type {
  PhoneVerifyConfirmRequest,
  PhoneVerifyConfirmResponse,
} from '@dokkho/contract/phone-verification';
import { authRoutes } from '@dokkho/contract/routes/auth';
import { callApi } from '../../../shared/api/call';

/**
 * `PUT /api/user/auth/phone-verify/` (bearer) {code}: confirms the number the newest code went to. 200
 * {detail, user} with the updated user; 400 {code: [...]} for a wrong code (with the tries left) or
 * {detail} for an expired, used up or missing code; 409 {detail} when another account took the number.
 *
 * The caller puts the returned user into the profile cache (PROFILE_QUERY_KEY) when it suits it: the
 * phone page first leaves the verification gate, which would otherwise redirect as soon as the cached
 * profile has a phone number.
 */
export function confirmPhoneCode(body: PhoneVerifyConfirmRequest): Promise<PhoneVerifyConfirmResponse> {
  return callApi(authRoutes.confirmPhoneCode, { body });
}

export function useConfirmPhoneCode() {
  return useMutation({ mutationFn: confirmPhoneCode });
}
