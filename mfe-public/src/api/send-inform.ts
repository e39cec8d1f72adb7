import { type ApiClient, ApiError, parseWith } from 'shared-ui';
import { type InformRequest, type InformResponse, informResponse } from 'shared-ui/contract';
import { failureMessage } from './error-message';

export const MESSAGE_SENT = 'Message sent successfully!';
export const CALL_SENT = 'Call request sent successfully!';
export const MESSAGE_FAILED = { http: 'Failed to submit form', other: 'An error occurred while submitting the form' };
export const CALL_FAILED = { http: 'Failed to initiate call', other: 'An error occurred while initiating the call' };

/** POST vehicle/inform. For a call the response must also carry maskedOwnerContact. */
export async function sendInform(api: ApiClient, request: InformRequest): Promise<InformResponse> {
  const response = parseWith(informResponse, await api.post('vehicle/inform', { json: request }).json());
  if (request.isContactOwner && !response.maskedOwnerContact) {
    // A 2xx without the masked contact is a failed call for the spec: no server message to show.
    throw new ApiError('http', null, null, 'Missing maskedOwnerContact');
  }
  return response;
}

export function informFailureMessage(error: unknown, isCall: boolean): string {
  return failureMessage(error, isCall ? CALL_FAILED : MESSAGE_FAILED);
}
