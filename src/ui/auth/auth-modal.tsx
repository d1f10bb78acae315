// A dialog for the auth flows (Forgot MPIN, Change MPIN): Radix handles the focus trap and Escape.
// The flows open it from their own buttons, so focus goes back to those on close (useReturnFocusToOpener).
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useReturnFocusToOpener } from '../hooks/use-return-focus-to-opener';
import './auth.css';
import { useTranslation } from 'react-i18next';

export interface AuthModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  children: ReactNode;
}

export function AuthModal({ open, onClose, title, description, children }: AuthModalProps) {
  const focus = useReturnFocusToOpener(open);
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="auth-modal__overlay" />
        <Dialog.Content className="auth-modal" {...focus}>
          <div className="auth-modal__header">
            <Dialog.Title className="auth-modal__title">{title}</Dialog.Title>
            <Dialog.Close className="auth-modal__close" aria-label={t('authFields.close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="auth-modal__description">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
