import type { App } from '../app.ts';
import type { PaymentGateway } from '../modules/payments/gateways/gateway.ts';

/**
 * A sandbox gateway whose FIRST charge waits until the test releases it (a slow remote gateway, without sleeping):
 * `entered` resolves when that charge reached the gateway; later charges answer at once. Restore with `restore`.
 */
export function holdFirstCharge(app: App) {
  const gateway = app.paymentGateways.get('sandbox')!;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let entered!: () => void;
  const inGateway = new Promise<void>((resolve) => (entered = resolve));
  let calls = 0;
  const patched = Object.assign(Object.create(Object.getPrototypeOf(gateway) as object) as PaymentGateway, gateway, {
    charge: async (...args: Parameters<PaymentGateway['charge']>) => {
      if (++calls === 1) {
        entered();
        await released;
      }
      return gateway.charge(...args);
    },
  });
  const registry = app.paymentGateways;
  const get = registry.get.bind(registry);
  registry.get = (key: string) => (key === 'sandbox' ? patched : get(key));
  return {
    entered: inGateway,
    release,
    calls: () => calls,
    restore: () => {
      registry.get = get;
    },
  };
}
