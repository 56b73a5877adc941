import type { Config } from '../../../config';
import { createCinetpayProvider } from './cinetpay';
import { createPaydunyaProvider } from './paydunya';
import type { PaymentProviderAdapter } from './provider';
import { createSandboxProvider } from './sandbox';

/** The provider chosen by PAYMENT_PROVIDER; config validation guarantees its keys are present. */
export function createPaymentProvider(config: Config): PaymentProviderAdapter {
  switch (config.PAYMENT_PROVIDER) {
    case 'cinetpay':
      return createCinetpayProvider(config);
    case 'paydunya':
      return createPaydunyaProvider(config);
    case 'sandbox':
      return createSandboxProvider(config);
  }
}
