import type {
  AddressBody,
  ChangePasswordBody,
  FeedbackBody,
  SetPhoneBody,
  UpdateProfileBody,
  VerifyPhoneBody,
} from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { callApi } from '../../api/client.ts';

// The security service's account calls (spec §7), under /security/v1/users/{userId}/…: the contract's
// `api.users` table gives each call's method, path and response schema.

export const fetchProfile = (userId: string) => callApi(api.users.getUserProfile, { params: { userId } });
export const updateProfile = (userId: string, body: UpdateProfileBody) =>
  callApi(api.users.updateUserProfile, { params: { userId }, body });

export const fetchAddress = (userId: string) => callApi(api.users.getUserAddress, { params: { userId } });
export const updateAddress = (userId: string, body: AddressBody) =>
  callApi(api.users.updateUserAddress, { params: { userId }, body });

export const setPhone = (userId: string, body: SetPhoneBody) =>
  callApi(api.users.setUserPhone, { params: { userId }, body });
export const verifyPhone = (userId: string, body: VerifyPhoneBody) =>
  callApi(api.users.verifyUserPhone, { params: { userId }, body });

export const changePassword = (userId: string, body: ChangePasswordBody) =>
  callApi(api.users.changePassword, { params: { userId }, body });

export const sendFeedback = (userId: string, body: FeedbackBody) =>
  callApi(api.users.sendFeedback, { params: { userId }, body });
