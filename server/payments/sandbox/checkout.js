// Startline sandbox checkout: the payment provider's browser API (window.Razorpay) for the sandbox
// provider, so the app's checkout code runs unchanged against it. Served by the API server at
// /sandbox/checkout.js; self-contained, no dependencies.
//
//   const checkout = new Razorpay({ key, amount, currency, order_id, checkout_token, name, description,
//                                   prefill, notes, theme: { color }, timeout, retry,
//                                   handler, modal: { ondismiss } });
//
// checkout_token (sandbox only) is the per-order secret from the create-order answer: without it the
// server does not finish the order, so knowing an order id is not enough to mark it paid.
//   checkout.on('payment.failed', (response) => response.error);
//   checkout.open();
//
// Where it matters it behaves like the provider's web checkout:
// - On open it asks the server for the order (GET /api/v1/payments/sandbox/checkout/{order_id}) and
//   shows the ORDER's amount and currency, never the `amount` the page passed (with an order_id the
//   provider charges the order's amount).
// - A `key` that is not the configured key id is refused the way the provider's checkout refuses an
//   invalid key: the dialog opens with the provider's message 'The api key provided is invalid' and
//   no way to pay; nothing is emitted ('payment.failed' is for payment attempts, and none was
//   made). Closing it calls ondismiss like any other close by the person.
// - prefill.name, prefill.email and prefill.contact are shown in the dialog.
// - `timeout` (seconds): when it runs out the dialog closes itself and calls modal.ondismiss;
//   nothing else is emitted. A payment already sent to the server may still complete; its result is
//   then not handed to the page (the page finds out through the status call, as with the provider).
// - `retry`: after a failed attempt the dialog stays open for another try unless retry.enabled is
//   false; then it emits 'payment.failed', closes and calls ondismiss (the provider's documented
//   behaviour). retry.max_count, when given, is the number of further tries after a failure, as the
//   provider's Android and iOS SDKs apply it: the failure after the last allowed retry closes the
//   dialog the same way. (The provider documents its web checkout as ignoring max_count; the
//   sandbox honours it so that a page relying on it can be tested. Startline's own page sends none.)
//
// 'Pay' records a captured payment and calls options.handler({ razorpay_payment_id,
// razorpay_order_id, razorpay_signature }) after closing, signed with the key secret exactly like
// the provider. 'Simulate failure' records a failed attempt and emits 'payment.failed' with the
// provider's error object { code, description, source, step, reason, metadata: { order_id,
// payment_id } }. 'Pay by UPI (confirms later)' is a UPI payment the bank has not confirmed yet:
// the provider records it as 'created' and the checkout hands the page its id and signature like a
// paid one; the order's status call then says the payment is pending until the sandbox's bank
// confirms it (SANDBOX_UPI_CONFIRM_SECONDS later). 'Cancel' or Escape closes it and calls
// options.modal.ondismiss().
(function installSandboxCheckout() {
  'use strict';

  var STYLE_ID = 'sl-sandbox-checkout-style';
  var currentScript = document.currentScript;
  var scriptUrl = currentScript && currentScript.src ? currentScript.src : window.location.href;
  var COMPLETE_URL = new URL('/api/v1/payments/sandbox/complete', scriptUrl).toString();
  var DETAILS_PATH = '/api/v1/payments/sandbox/checkout/';
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
    'background:rgba(15,23,42,.35);font-size:.75rem;letter-spacing:.04em;text-transform:uppercase}',
    '.sl-sandbox-body{padding:20px 24px}',
    '.sl-sandbox-amount{margin:0;font-size:1.75rem;font-weight:700}',
    '.sl-sandbox-description{margin:6px 0 0;color:#334155;overflow-wrap:anywhere}',
    '.sl-sandbox-prefill{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:12px 0 0;',
    'font-size:.875rem}',
    '.sl-sandbox-prefill dt{color:#475569}',
    '.sl-sandbox-prefill dd{margin:0;min-width:0;overflow-wrap:anywhere}',
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
    this._ready = false;
    this._timer = null;
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
    // The order's own amount arrives from the server; until then the amount line says so.
    var amount = element('p', 'sl-sandbox-amount', 'Loading\u2026');
    body.appendChild(amount);
    if (options.description) body.appendChild(element('p', 'sl-sandbox-description', options.description));
    var prefill = prefillList(options.prefill);
    if (prefill) body.appendChild(prefill);
    var status = element('p', 'sl-sandbox-status');
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    body.appendChild(status);

    var actions = element('div', 'sl-sandbox-actions');
    var payButton = element('button', 'sl-sandbox-button sl-sandbox-pay', 'Pay');
    var upiButton = element('button', 'sl-sandbox-button', 'Pay by UPI (confirms later)');
    var failButton = element('button', 'sl-sandbox-button sl-sandbox-fail', 'Simulate failure');
    var cancelButton = element('button', 'sl-sandbox-button', 'Cancel');
    [payButton, upiButton, failButton, cancelButton].forEach(function setType(button) {
      button.type = 'button';
      actions.appendChild(button);
    });
    payButton.disabled = true;
    upiButton.disabled = true;
    failButton.disabled = true;
    var themeColor = options.theme && options.theme.color;
    if (themeColor) {
      header.style.background = themeColor;
      payButton.style.background = themeColor;
    }

    payButton.addEventListener('click', () => this._complete('success'));
    upiButton.addEventListener('click', () => this._complete('upi_later'));
    failButton.addEventListener('click', () => this._complete('failure'));
    cancelButton.addEventListener('click', () => this._dismiss());

    dialog.appendChild(header);
    dialog.appendChild(body);
    dialog.appendChild(actions);
    backdrop.appendChild(dialog);

    this._root = backdrop;
    this._dialog = dialog;
    this._amount = amount;
    this._status = status;
    this._actions = actions;
    this._payButton = payButton;
    this._upiButton = upiButton;
    this._failButton = failButton;
    this._cancelButton = cancelButton;
    this._buttons = [payButton, upiButton, failButton, cancelButton];
    this._ready = false;
    this._previousFocus = document.activeElement;
    document.body.appendChild(backdrop);
    document.addEventListener('keydown', this._onKeydown, true);
    cancelButton.focus();

    var seconds = Number(options.timeout);
    if (seconds > 0) this._timer = setTimeout(() => this._expire(), seconds * 1000);
    this._loadOrder();
  };

  function prefillList(prefill) {
    if (!prefill || typeof prefill !== 'object') return null;
    var rows = [
      ['Name', prefill.name],
      ['Email', prefill.email],
      ['Phone', prefill.contact],
    ].filter(function given(row) {
      return typeof row[1] === 'string' && row[1].trim() !== '';
    });
    if (rows.length === 0) return null;
    var list = element('dl', 'sl-sandbox-prefill');
    rows.forEach(function addRow(row) {
      list.appendChild(element('dt', '', row[0]));
      list.appendChild(element('dd', '', row[1]));
    });
    return list;
  }

  /** The order as the server holds it; a wrong key or order leaves the dialog with the reason only. */
  Razorpay.prototype._loadOrder = function loadOrder() {
    var options = this._options;
    var root = this._root;
    var query = new URLSearchParams({ key: String(options.key || ''), checkout_token: options.checkout_token });
    var url = new URL(DETAILS_PATH + encodeURIComponent(options.order_id) + '?' + query.toString(), scriptUrl);
    fetch(url.toString(), { method: 'GET', headers: { accept: 'application/json' } })
      .then((response) => response.json().then((body) => ({ ok: response.ok, body: body })))
      .then((result) => {
        if (this._root !== root) return;
        var body = result.body || {};
        var order = body.data;
        if (!result.ok || !order || typeof order.amount !== 'number') {
          this._refuse(body.error || body.message || 'The checkout could not be opened.');
          return;
        }
        var amountText = formatRupees(order.amount, order.currency);
        this._amount.textContent = amountText;
        this._payButton.textContent = 'Pay ' + amountText;
        this._ready = true;
        this._setBusy(false);
        if (document.activeElement === this._cancelButton) this._payButton.focus();
      })
      .catch(() => {
        if (this._root !== root) return;
        this._refuse('Network error. Please check your internet connection.');
      });
  };

  /** No payment can be made: only the reason and a way out stay. */
  Razorpay.prototype._refuse = function refuse(message) {
    this._amount.textContent = 'Payment unavailable';
    this._payButton.remove();
    this._upiButton.remove();
    this._failButton.remove();
    this._buttons = [this._cancelButton];
    this._cancelButton.textContent = 'Close';
    this._status.textContent = message;
    this._status.removeAttribute('data-tone');
    this._cancelButton.focus();
  };

  Razorpay.prototype.close = function close() {
    if (!this._root) return;
    if (this._timer !== null) clearTimeout(this._timer);
    this._timer = null;
    document.removeEventListener('keydown', this._onKeydown, true);
    this._root.remove();
    this._root = null;
    this._busy = false;
    var previous = this._previousFocus;
    this._previousFocus = null;
    if (previous && typeof previous.focus === 'function' && document.contains(previous)) previous.focus();
  };

  Razorpay.prototype._closeAndDismiss = function closeAndDismiss() {
    this.close();
    var modal = this._options.modal;
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  /** The checkout's time limit ran out: closed whatever it was doing, and only ondismiss is called. */
  Razorpay.prototype._expire = function expire() {
    this._timer = null;
    if (!this._root) return;
    this._closeAndDismiss();
  };

  Razorpay.prototype._dismiss = function dismiss() {
    if (!this._root || this._busy) return;
    this._closeAndDismiss();
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

  function retryAllowed(options, failures) {
    var retry = options.retry;
    if (retry === false) return false;
    if (!retry || typeof retry !== 'object') return true;
    if (retry.enabled === false) return false;
    var maxCount = retry.max_count;
    return !(typeof maxCount === 'number' && maxCount >= 0 && failures > maxCount);
  }

  Razorpay.prototype._complete = function complete(outcome) {
    if (this._busy || !this._ready) return;
    var options = this._options;
    var root = this._root;
    this._setBusy(true, 'Processing payment\u2026', 'info');
    fetch(COMPLETE_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ order_id: options.order_id, outcome: outcome, checkout_token: options.checkout_token }),
    })
      .then((response) => response.json().then((body) => ({ ok: response.ok, body: body })))
      .then((result) => {
        // Closed meanwhile (the time limit ran out): the page learns the outcome from the server.
        if (this._root !== root) return;
        var body = result.body || {};
        if (result.ok && body.success && body.data && body.data.razorpay_payment_id) {
          this.close();
          if (typeof options.handler === 'function') options.handler(body.data);
          return;
        }
        if (result.ok && body.data && body.data.error) {
          this._setBusy(false, 'Payment failed. You can try again or cancel.');
          this._failures = (this._failures || 0) + 1;
          this._emit('payment.failed', { error: body.data.error });
          if (!retryAllowed(options, this._failures)) {
            if (this._root === root) this._closeAndDismiss();
            return;
          }
          this._payButton.focus();
          return;
        }
        this._setBusy(false, body.error || body.message || 'The payment could not be completed.');
      })
      .catch(() => {
        if (this._root !== root) return;
        this._setBusy(false, 'Network error. Please check your internet connection.');
      });
  };

  window.Razorpay = Razorpay;
})();
