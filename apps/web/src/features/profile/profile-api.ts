import {
  Address,
  type AddressBody,
  type ChangePasswordBody,
  type FeedbackBody,
  SECURITY_BASE_PATH,
  type SetPhoneBody,
  type UpdateProfileBody,
  UserProfile,
  type VerifyPhoneBody,
} from '@matchday/contracts';
import { http } from '../../api/http.ts';

// The security service's account calls (spec §7), under /security/v1/users/{userId}/… (contracts/security.ts).

const user = (userId: string) => `${SECURITY_BASE_PATH}/users/${encodeURIComponent(userId)}`;

export const fetchProfile = (userId: string) => http.get(`${user(userId)}/profile`, { schema: UserProfile });
export const updateProfile = (userId: string, body: UpdateProfileBody) =>
  http.put(`${user(userId)}/profile`, body, { schema: UserProfile });

export const fetchAddress = (userId: string) => http.get(`${user(userId)}/address`, { schema: Address });
export const updateAddress = (userId: string, body: AddressBody) => http.put(`${user(userId)}/address`, body);

export const setPhone = (userId: string, body: SetPhoneBody) => http.put(`${user(userId)}/phone`, body);
export const verifyPhone = (userId: string, body: VerifyPhoneBody) =>
  http.post(`${user(userId)}/verify-phone`, body);

export const changePassword = (userId: string, body: ChangePasswordBody) =>
  http.post(`${user(userId)}/reset-password`, body);

export const sendFeedback = (userId: string, body: FeedbackBody) =>
  http.post(`${user(userId)}/feedback`, body);
