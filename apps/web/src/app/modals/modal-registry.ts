import { lazy } from 'react';
import type { ModalRegistry } from '../../shared/ui/modal/modal-host';

/** Every modal the app can open by name; each loads its code the first time it opens (UI-09). */
export const MODAL_REGISTRY: ModalRegistry = {
  login: lazy(() =>
    import('../../features/auth/login-modal').then((module) => ({ default: module.LoginModal })),
  ),
  registration: lazy(() =>
    import('../../features/auth/registration-modal').then((module) => ({
      default: module.RegistrationModal,
    })),
  ),
  puzzleCaptcha: lazy(() =>
    import('../../shared/captcha/puzzle/puzzle-captcha-modal').then((module) => ({
      default: module.PuzzleCaptchaModal as ModalRegistry[string],
    })),
  ),
  registrationDone: lazy(() =>
    import('../../features/auth/registration/view/registration-done-modal').then((module) => ({
      default: module.RegistrationDoneModal as ModalRegistry[string],
    })),
  ),
  payAndPlay: lazy(() =>
    import('../../features/payments/pay-and-play/pay-and-play-modal').then((module) => ({
      default: module.PayAndPlayModal,
    })),
  ),
  repeatActivation: lazy(() =>
    import('../../features/auth/activation/repeat-activation-modal').then((module) => ({
      default: module.RepeatActivationModal as ModalRegistry[string],
    })),
  ),
  identificationBonus: lazy(() =>
    import('../../features/identification-bonus/identification-bonus-modal').then((module) => ({
      default: module.IdentificationBonusModal,
    })),
  ),
  agentPopup: lazy(() =>
    import('../../features/agent-popups/agent-popup-modal').then((module) => ({
      default: module.AgentPopupModal as ModalRegistry[string],
    })),
  ),
};
