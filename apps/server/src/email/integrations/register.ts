import {
  registerIntegrationProbe,
  registerSenderAccountIntegrations,
} from '../../platform/index.ts';
import { googleProbe } from './google-probe.ts';
import { senderAccountIntegrations } from './sender-accounts.ts';

/** Google's OAuth client and every sender account on Settings > Integrations. */
export function registerEmailIntegrations(): void {
  registerIntegrationProbe(googleProbe);
  registerSenderAccountIntegrations(senderAccountIntegrations);
}
