import { registerAreaListeners } from '../areas.ts';
import { type Config, checkIntegrations, checkLine } from '../platform/index.ts';

type Log = { warn(message: string): void };

/**
 * After the start, in the background (the start does not wait for it): one warning line per
 * configured integration whose check fails, the same checks as `npm run doctor`. A provider
 * that hangs costs at most the check's bound, off the start's path.
 */
export function warnFailingIntegrations(config: Config, log: Log): void {
  registerAreaListeners();
  checkIntegrations(config)
    .then((checks) => {
      for (const check of checks) {
        if (check.ok === false) log.warn(`integration failing: ${checkLine(check)}`);
      }
    })
    .catch(() => {});
}
