// The pricing pages' calls, through the client generated from the API's OpenAPI document.
import {createApiClient, dataOf, guestSession} from '../api/client';
import type {components} from '../api/schema';
import {api} from '../api/sessionClient';

/** Which payment provider takes each currency; null where payments are not set up. */
export type PaymentProviders = components['schemas']['PaymentProviders'];

/** The caller's plan and the paid period it runs to. */
export type Subscription = components['schemas']['Subscription'];

/** What a checkout is started with. */
export type CheckoutRequest = components['schemas']['CheckoutRequestInput'];

// Loaders run on the server, without the browser's session: which providers are set up is public.
/** Which providers are set up (`GET /api/billing/providers`) through a loader's in-process API. */
export async function getPaymentProviders(
  apiFetch: (request: Request) => Promise<Response>,
): Promise<PaymentProviders> {
  const client = createApiClient(guestSession, 'http://api.internal', apiFetch);
  return dataOf(await client.GET('/api/billing/providers'));
}

/** The signed-in user's subscription. */
export async function getSubscription(): Promise<Subscription> {
  return dataOf(await api.GET('/api/billing/subscription'));
}

/** Opens a checkout; answers the payment page to send the user to. */
export async function startCheckout(body: CheckoutRequest): Promise<string> {
  return dataOf(await api.POST('/api/billing/checkout', {body})).redirectUrl;
}

/** Cancels the subscription at the end of its paid period. */
export async function cancelSubscription(): Promise<Subscription> {
  return dataOf(await api.POST('/api/billing/cancel'));
}
