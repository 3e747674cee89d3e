import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pushMessages } from '@sehat/core/push/messages';
import type { PushSubscriptionBody } from '@sehat/core/push/schemas';
import { currentPushSubscription, forgetThisDevice } from '../utils/push-device';
import { canUseServiceWorker } from '#web/lib/service-worker';
import { pushPublicKeyQueryOptions } from '../api/get-public-key';
import { saveSubscription } from '../api/save-subscription';
import { enablePush, PushSetupError } from '../utils/enable-push';

/** `blocked`: the person (or the browser) refused notifications for the site. */
export type PushDeviceState = 'unsupported' | 'blocked' | 'off' | 'on';

const supported = () =>
  canUseServiceWorker() && typeof PushManager !== 'undefined' && typeof Notification !== 'undefined';

/** Where this browser stands; a subscription it already has is told to the server again. */
async function readState(): Promise<PushDeviceState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await currentPushSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  await saveSubscription(subscription.toJSON() as PushSubscriptionBody);
  return 'on';
}

const deviceQueryOptions = () =>
  queryOptions({ queryKey: ['push', 'device'], queryFn: readState, staleTime: Infinity, retry: false });

/**
 * Web push on this device, shared by the bell's offer and the profile's settings (one query):
 * its state, and turning it on (asking the browser's permission) or off.
 */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const device = useQuery(deviceQueryOptions());
  const setState = (state: PushDeviceState) => queryClient.setQueryData(deviceQueryOptions().queryKey, state);
  const turnOn = useMutation({
    mutationFn: () =>
      enablePush(async () => (await queryClient.fetchQuery(pushPublicKeyQueryOptions())).publicKey),
    onSuccess: setState,
  });
  const turnOff = useMutation({ mutationFn: forgetThisDevice, onSuccess: () => setState('off') });
  const failure = turnOn.error ?? turnOff.error;
  return {
    state: device.data,
    enable: () => turnOn.mutate(),
    disable: () => turnOff.mutate(),
    busy: turnOn.isPending || turnOff.isPending,
    error: failure
      ? failure instanceof PushSetupError
        ? failure.message
        : turnOn.error
          ? pushMessages.enableFailed
          : pushMessages.disableFailed
      : null,
  };
}
