import { serviceKey } from '../../platform/service-registry';
import type { ActivationService } from './activation.service';
import type { CodeSender } from './code-sender';

/** The parts of auth other modules build flows from: the activation letter and confirmation codes. */
export interface AuthFlows {
  readonly activation: ActivationService;
  readonly codes: CodeSender;
}

export const AUTH_FLOWS = serviceKey<AuthFlows>('auth-flows');
