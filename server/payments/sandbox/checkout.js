// Startline sandbox checkout: the payment provider's browser API (window.Razorpay) for the sandbox
// provider, so the app's checkout code runs unchanged against it. Served by the API server at
// /sandbox/checkout.js; self-contained, no dependencies.
//
//   const checkout = new Razorpay({ key, amount, currency, order_id, checkout_token, name, description,
//                                   prefill, notes, theme: { color }, handler, modal: { ondismiss } });
//
// checkout_token (sandbox only) is the per-order secret from the create-order answer: without it the
// server does not finish the order, so knowing an order id is not enough to mark it paid.
//   checkout.on('payment.failed', (response) => response.error);
//   checkout.open();
//
// 'Pay' records a captured payment and calls options.handler({ razorpay_payment_id,
// razorpay_order_id, razorpay_signature }) after closing, signed with the key secret exactly like
// the provider. 'Simulate failure' records a failed attempt and emits 'payment.failed' with the
// provider's error object; like the provider's checkout, the dialog stays open for another try.
// 'Cancel' or Escape closes it and calls options.modal.ondismiss().
(function installSandboxCheckout() {
  'use strict';

  var STYLE_ID = 'sl-sandbox-checkout-style';
  var currentScript = document.currentScript;
  var scriptUrl = currentScript && currentScript.src ? currentScript.src : window.location.href;
  var COMPLETE_URL = new URL('/api/v1/payments/sandbox/complete', scriptUrl).toString();
  var FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

  var CSS = [
    '.sl-sandbox-backdrop{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;',
    'justify-content:center;padding:16px;background:rgba(15,23,42,.6);font-family:system-ui,-apple-system,',
    '"Segoe UI",Roboto,sans-serif}',
    '.sl-sandbox-dialog{width:100%;max-width:400px;border-radius:12px;background:#fff;color:#0f172a;',
    'box-shadow:0 20px 50px rgba(0,0,0,.35);overflow:hidden}',
    '.sl-sandbox-header{padding:20px 24px;color:#fff;background:#1d4ed8}',
    '.sl-sandbox-title{margin:0;font-size:1.125rem;font-weight:700}',
    '.sl-sandbox-badge{display:inline-block;margin-top:6px;padding:2px 8px;border-radius:999px;',
    'background:rgba(255,255,255,.2);font-size:.75rem;letter-spacing:.04em;text-transform:uppercase}',
    '.sl-sandbox-body{padding:20px 24px}',
    '.sl-sandbox-amount{margin:0;font-size:1.75rem;font-weight:700}',
    '.sl-sandbox-description{margin:6px 0 0;color:#334155}',
    '.sl-sandbox-status{min-height:1.5em;margin:12px 0 0;color:#b91c1c;font-weight:600}',
    '.sl-sandbox-status[data-tone="info"]{color:#334155;font-weight:400}',
    '.sl-sandbox-actions{display:flex;flex-direction:column;gap:8px;padding:0 24px 24px}',
    '.sl-sandbox-button{min-height:44px;padding:10px 16px;border:1px solid #cbd5e1;border-radius:8px;',
    'background:#fff;color:#0f172a;font:inherit;font-weight:600;cursor:pointer}',
    '.sl-sandbox-button[disabled]{opacity:.6;cursor:progress}',
    '.sl-sandbox-button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}',
    '.sl-sandbox-pay{border-color:transparent;background:#1d4ed8;color:#fff}',
    '.sl-sandbox-fail{color:#b91c1c}',
  ].join('');

  function formatRupees(paise, currency) {
    var amount = Number(paise) / 100;
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format(amount);
    } catch {
      return '\u20B9' + amount.toFixed(2);
    }
  }

  function ensureStyles() {
    if (document.getElementById(STYLE_ID)) return;
    var style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  var dialogCounter = 0;

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) throw new TypeError("Razorpay must be called with 'new'");
    if (!options || typeof options !== 'object') throw new TypeError('Razorpay options are required');
    if (!options.order_id) throw new TypeError('Razorpay options.order_id is required');
    if (!options.checkout_token) throw new TypeError('Razorpay options.checkout_token is required in the sandbox');
    this._options = options;
    this._listeners = {};
    this._root = null;
    this._busy = false;
    this._previousFocus = null;
    this._onKeydown = this._handleKeydown.bind(this);
  }

  Razorpay.prototype.on = function on(eventName, callback) {
    if (typeof callback !== 'function') return this;
    (this._listeners[eventName] = this._listeners[eventName] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function emit(eventName, payload) {
    var listeners = this._listeners[eventName] || [];
    for (var i = 0; i < listeners.length; i += 1) listeners[i](payload);
  };

  Razorpay.prototype.open = function open() {
    if (this._root) return;
    ensureStyles();
    var options = this._options;
    var amountText = formatRupees(options.amount, options.currency);
    dialogCounter += 1;
    var titleId = 'sl-sandbox-title-' + dialogCounter;
    var descriptionId = 'sl-sandbox-description-' + dialogCounter;

    var backdrop = element('div', 'sl-sandbox-backdrop');
    var dialog = element('div', 'sl-sandbox-dialog');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', titleId);
    dialog.setAttribute('aria-describedby', descriptionId);

    var header = element('div', 'sl-sandbox-header');
    var title = element('h2', 'sl-sandbox-title', options.name || 'Checkout');
    title.id = titleId;
    header.appendChild(title);
    header.appendChild(element('span', 'sl-sandbox-badge', 'Sandbox \u2014 no real money'));

    var body = element('div', 'sl-sandbox-body');
    body.id = descriptionId;
    body.appendChild(element('p', 'sl-sandbox-amount', amountText));
    if (options.description) body.appendChild(element('p', 'sl-sandbox-description', options.description));
    var status = element('p', 'sl-sandbox-status');
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    body.appendChild(status);

    var actions = element('div', 'sl-sandbox-actions');
    var payButton = element('button', 'sl-sandbox-button sl-sandbox-pay', 'Pay ' + amountText);
    var failButton = element('button', 'sl-sandbox-button sl-sandbox-fail', 'Simulate failure');
    var cancelButton = element('button', 'sl-sandbox-button', 'Cancel');
    [payButton, failButton, cancelButton].forEach(function setType(button) {
      button.type = 'button';
      actions.appendChild(button);
    });
    var themeColor = options.theme && options.theme.color;
    if (themeColor) {
      header.style.background = themeColor;
      payButton.style.background = themeColor;
    }

    payButton.addEventListener('click', () => this._complete('success'));
    failButton.addEventListener('click', () => this._complete('failure'));
    cancelButton.addEventListener('click', () => this._dismiss());

    dialog.appendChild(header);
    dialog.appendChild(body);
    dialog.appendChild(actions);
    backdrop.appendChild(dialog);

    this._root = backdrop;
    this._dialog = dialog;
    this._status = status;
    this._buttons = [payButton, failButton, cancelButton];
    this._previousFocus = document.activeElement;
    document.body.appendChild(backdrop);
    document.addEventListener('keydown', this._onKeydown, true);
    payButton.focus();
  };

  Razorpay.prototype.close = function close() {
    if (!this._root) return;
    document.removeEventListener('keydown', this._onKeydown, true);
    this._root.remove();
    this._root = null;
    var previous = this._previousFocus;
    this._previousFocus = null;
    if (previous && typeof previous.focus === 'function' && document.contains(previous)) previous.focus();
  };

  Razorpay.prototype._dismiss = function dismiss() {
    if (!this._root || this._busy) return;
    this.close();
    var modal = this._options.modal;
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype._handleKeydown = function handleKeydown(event) {
    if (!this._root) return;
    var escapeAllowed = !(this._options.modal && this._options.modal.escape === false);
    if (event.key === 'Escape' && escapeAllowed) {
      event.preventDefault();
      event.stopPropagation();
      this._dismiss();
      return;
    }
    if (event.key !== 'Tab') return;
    // Focus stays inside the dialog while it is open.
    var focusable = Array.prototype.slice.call(this._dialog.querySelectorAll(FOCUSABLE));
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    var first = focusable[0];
    var last = focusable[focusable.length - 1];
    var active = document.activeElement;
    var inside = this._dialog.contains(active);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };

  Razorpay.prototype._setBusy = function setBusy(busy, message, tone) {
    this._busy = busy;
    for (var i = 0; i < this._buttons.length; i += 1) this._buttons[i].disabled = busy;
    this._dialog.setAttribute('aria-busy', busy ? 'true' : 'false');
    this._status.textContent = message || '';
    if (tone) this._status.setAttribute('data-tone', tone);
    else this._status.removeAttribute('data-tone');
  };

  Razorpay.prototype._complete = function complete(outcome) {
    if (this._busy) return;
    var options = this._options;
    this._setBusy(true, 'Processing payment\u2026', 'info');
    fetch(COMPLETE_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ order_id: options.order_id, outcome: outcome, checkout_token: options.checkout_token }),
    })
      .then((response) => response.json().then((body) => ({ ok: response.ok, body: body })))
      .then((result) => {
        var body = result.body || {};
        if (result.ok && body.success && body.data && body.data.razorpay_payment_id) {
          this._busy = false;
          this.close();
          if (typeof options.handler === 'function') options.handler(body.data);
          return;
        }
        if (result.ok && body.data && body.data.error) {
          this._setBusy(false, 'Payment failed. You can try again or cancel.');
          this._emit('payment.failed', { error: body.data.error });
          this._buttons[0].focus();
          return;
        }
        this._setBusy(false, body.error || body.message || 'The payment could not be completed.');
      })
      .catch(() => {
        this._setBusy(false, 'Network error. Please check your internet connection.');
      });
  };

  window.Razorpay = Razorpay;
})();
