import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../ui/internal-link';

interface ProfileMenuProps {
  onSignOut: () => void;
}

/** A disclosure with My Profile and Logout; Escape or a click outside closes it. */
export function ProfileMenu({ onSignOut }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { t } = useTranslation();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="profile-menu" ref={container}>
      <button
        ref={toggle}
        type="button"
        className="button button--secondary button--small"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('header.account')}
      </button>
      <ul id={menuId} className="profile-menu__list" hidden={!open}>
        <li>
          <InternalLink href={'/profile'} className="profile-menu__item" onClick={() => setOpen(false)}>
            {t('header.myProfile')}
          </InternalLink>
        </li>
        <li>
          <button
            type="button"
            className="profile-menu__item"
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
          >
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
