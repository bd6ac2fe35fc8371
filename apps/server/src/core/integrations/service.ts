import {
  ErrorCode,
  type IntegrationCard,
  type IntegrationList,
  integrationMessages,
} from '@app/contract';
import {
  type AppContext,
  AppError,
  type IntegrationProbe,
  integrationProbes,
  integrationState,
  readIntegrationStatuses,
  recordIntegrationFailure,
  recordIntegrationSuccess,
  senderAccountIntegrations,
  statusFields,
} from '../../platform/index.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;

async function probeCard(ctx: Ctx, probe: IntegrationProbe): Promise<IntegrationCard> {
  const row = (await readIntegrationStatuses(ctx.db)).get(probe.key);
  return cardOf(ctx, probe, row);
}

async function cardOf(
  ctx: Ctx,
  probe: IntegrationProbe,
  row: Parameters<typeof statusFields>[0],
): Promise<IntegrationCard> {
  const configured = probe.configured(ctx.config);
  const status = statusFields(row);
  const usage = configured && probe.usage ? await probe.usage(ctx.config, ctx.db) : status.usage;
  return {
    key: probe.key,
    kind: 'provider',
    name: probe.name,
    purpose: probe.purpose,
    configured,
    settings: configured ? [] : [...probe.settings],
    state: integrationState(configured, row),
    ...status,
    usage: configured ? usage : null,
  };
}

/** GET /integrations: every provider the areas registered, then every sender account. */
export async function listIntegrations(ctx: Ctx): Promise<IntegrationList> {
  const statuses = await readIntegrationStatuses(ctx.db);
  const providers = await Promise.all(
    integrationProbes().map((probe) => cardOf(ctx, probe, statuses.get(probe.key))),
  );
  const senders = (await senderAccountIntegrations()?.cards(ctx)) ?? [];
  return { items: [...providers, ...senders] };
}

/**
 * POST /integrations/test: one cheap real call, its outcome recorded (the card then says
 * working or failing, with the words and the fix). A provider without its settings is not
 * called: its card says which settings to set.
 */
export async function testIntegration(ctx: AppContext, key: string): Promise<IntegrationCard> {
  const sender = /^sender:(\d{1,9})$/.exec(key);
  if (sender) {
    const card = await senderAccountIntegrations()?.test(ctx, Number(sender[1]));
    if (!card) throw new AppError(ErrorCode.NotFound, integrationMessages.unknownIntegration);
    return card;
  }
  const probe = integrationProbes().find((p) => p.key === key);
  if (!probe) throw new AppError(ErrorCode.NotFound, integrationMessages.unknownIntegration);
  if (probe.configured(ctx.config)) {
    try {
      const { usage } = await probe.test(ctx.config, ctx.db);
      await recordIntegrationSuccess(ctx.db, key, usage ?? null);
    } catch (error) {
      await recordIntegrationFailure(ctx.db, key, probe.describe(error));
    }
  }
  return probeCard(ctx, probe);
}
