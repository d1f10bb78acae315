// The order summary's 'Promo code' field and Apply (issue 28 item 6): the code, the server's reason
// when it does not apply (kept with what was typed), or the code applied with Remove. Renders the
// promo-code machine's connect; Enter in the field applies.
import { useId } from 'react';
import type { PromoCodeConnect } from '../../../machines/promo-code/promo-code.connect';
import { PROMO_CODE_MAX_LENGTH } from '../../domain/promo-codes';
import { useTranslation } from 'react-i18next';
import { useLocalWording } from '../../ui/auth/local-wording';

/** `locked`: a payment is with the bank, so the code it was made with stays and no other can be applied. */
export function PromoCodeArea({ promo, locked }: { promo: PromoCodeConnect; locked: boolean }) {
  const { t } = useTranslation();
  const local = useLocalWording();
  const inputId = useId();
  const errorId = useId();
  if (locked && !promo.applied) return null;
  if (promo.applied) {
    return (
      <section className="order-promo" aria-label={t('promo.label')}>
        <p className="order-promo__applied" role="status">
          {t('promo.applied', { code: promo.applied.code })}
        </p>
        {locked ? null : (
          <button type="button" className="button button--ghost button--small" onClick={promo.remove}>
            {t('promo.remove')}
          </button>
        )}
      </section>
    );
  }
  return (
    <form
      className="order-promo"
      aria-label={t('promo.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        promo.apply();
      }}
    >
      <label className="order-promo__label" htmlFor={inputId}>
        {t('promo.label')}
      </label>
      <div className="order-promo__row">
        <input
          id={inputId}
          className={`order-promo__input${promo.errorMessage ? ' order-promo__input--invalid' : ''}`}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={PROMO_CODE_MAX_LENGTH}
          value={promo.code}
          aria-invalid={promo.errorMessage ? true : undefined}
          aria-describedby={promo.errorMessage ? errorId : undefined}
          onChange={(event) => promo.change(event.target.value)}
        />
        <button
          type="submit"
          className="button button--secondary"
          aria-busy={promo.checking || undefined}
          disabled={promo.checking}
        >
          {promo.checking ? t('promo.applying') : t('promo.apply')}
        </button>
      </div>
      <p id={errorId} className="order-promo__error" aria-live="polite">
        {local(promo.errorMessage)}
      </p>
    </form>
  );
}
