// SPEC §2 Invoice: the company block with address and GSTIN, the buyer, invoice number and date, the
// items (HSN/SAC 999651) and the totals; Print Invoice prints it on A4 without the site's header,
// footer or the buttons. The invoice is shown as it was issued (CGST Rule 46: place of supply, SAC
// and tax heads per line, the total in words); Download PDF saves the PDF stored when it was issued.
// Renders the invoice machine's connect and calls its intents.
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { InvoiceMachine } from '../../../machines/invoice/invoice.machine';
import { invoiceConnect } from '../../../machines/invoice/invoice.connect';
import type { InvoiceConnect } from '../../../machines/invoice/invoice.connect';
import { INVOICE_TEXT, type InvoiceView } from '../../domain/invoice';
import { HTML_LANG } from '../../domain/language';
import { useLocalText } from '../../i18n/worded-text';
import { InternalLink } from '../../ui/internal-link';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { PageContainer } from '../../ui/page-container';
import { useConnect } from '../../ui/hooks/use-connect';
import { useRetryWhenBackOnline } from '../../ui/hooks/use-retry-when-back-online';
import './invoice.css';

export default function InvoicePage({ invoice }: { invoice: ActorRefFrom<InvoiceMachine> }) {
  const view = useConnect(invoice, invoiceConnect);
  const { t } = useTranslation();
  const local = useLocalText();
  useRetryWhenBackOnline(view.retry, view.screen === 'failed');
  if (view.screen === 'loaded' && view.invoice) {
    return <PrintableInvoice invoice={view.invoice} view={view} />;
  }
  return (
    <PageContainer heading={t('invoiceChrome.heading')} width="narrow">
      {view.screen === 'loading' ? <LoadingIndicator label={t('invoiceChrome.loading')} /> : null}
      {view.screen === 'failed' || view.screen === 'missingOrderId' ? (
        <div className="invoice__message">
          <p role="alert">{view.errorMessage === null ? null : local(view.errorMessage)}</p>
          <div className="page__actions">
            {view.screen === 'failed' ? (
              <button type="button" className="button button--primary" onClick={view.retry}>
                {t('invoiceChrome.retry')}
              </button>
            ) : null}
            <InternalLink href="/my-orders" className="button button--secondary">
              {t('invoiceChrome.backToOrders')}
            </InternalLink>
          </div>
        </div>
      ) : null}
    </PageContainer>
  );
}

const HEAD_LABEL = {
  cgst: INVOICE_TEXT.columns.cgst,
  sgst: INVOICE_TEXT.columns.sgst,
  igst: INVOICE_TEXT.columns.igst,
};

function PrintableInvoice({ invoice, view }: { invoice: InvoiceView; view: InvoiceConnect }) {
  const busy = view.downloading !== null;
  const { t, i18n } = useTranslation();
  const local = useLocalText();
  // The invoice is a tax document and stays in English (issue 30): marked so, in a page in another language.
  const translated = i18n.language !== 'en';
  return (
    <div className="page page--narrow invoice">
      <div className="invoice__actions">
        <InternalLink href="/my-orders" className="button button--secondary">
          {t('invoiceChrome.backToOrders')}
        </InternalLink>
        <div className="invoice__buttons">
          <button type="button" className="button button--secondary" aria-disabled={busy} onClick={view.download}>
            {view.downloading === 'invoice' ? t('invoiceChrome.downloading') : t('invoiceChrome.downloadPdf')}
          </button>
          <button type="button" className="button button--primary" onClick={view.print}>
            {t('invoiceChrome.print')}
          </button>
        </div>
        {busy ? (
          <p role="status" className="visually-hidden">
            {t('invoiceChrome.downloading')}
          </p>
        ) : null}
        {view.downloadError ? (
          <p role="alert" className="invoice__download-error">
            {local(view.downloadError)}
          </p>
        ) : null}
      </div>
      {translated ? <p className="invoice__language-note">{t('invoiceChrome.documentNote')}</p> : null}
      <article
        className="invoice__sheet"
        aria-labelledby="invoice-heading"
        lang={translated ? HTML_LANG.en : undefined}
      >
        <header className="invoice__head">
          <div className="invoice__company">
            <p className="invoice__company-name">{invoice.supplier.name}</p>
            <address>
              {invoice.supplier.addressLines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <span>
                {INVOICE_TEXT.gstin}: {invoice.supplier.gstin}
              </span>
              <span>
                {INVOICE_TEXT.state}: {invoice.supplier.state}
              </span>
              <span>{invoice.supplier.email}</span>
              <span>{invoice.supplier.phone}</span>
            </address>
          </div>
          <div className="invoice__meta">
            <h1 id="invoice-heading" className="invoice__title">
              {INVOICE_TEXT.heading}
            </h1>
            <dl>
              <div>
                <dt>{INVOICE_TEXT.invoiceNumber}</dt>
                <dd>{invoice.number}</dd>
              </div>
              <div>
                <dt>{INVOICE_TEXT.invoiceDate}</dt>
                <dd>{invoice.date}</dd>
              </div>
              <div>
                <dt>{INVOICE_TEXT.placeOfSupply}</dt>
                <dd>{invoice.placeOfSupply}</dd>
              </div>
              <div>
                <dt>{INVOICE_TEXT.supply}</dt>
                <dd>{invoice.supply}</dd>
              </div>
              <div>
                <dt>{INVOICE_TEXT.reverseCharge}</dt>
                <dd>{invoice.reverseCharge}</dd>
              </div>
            </dl>
          </div>
        </header>
        <div className="invoice__parties">
          <section className="invoice__buyer" aria-labelledby="invoice-buyer">
            <h2 id="invoice-buyer">{INVOICE_TEXT.billedTo}</h2>
            <dl>
              <div>
                <dt>{INVOICE_TEXT.name}</dt>
                <dd>{invoice.customer.name}</dd>
              </div>
              <div>
                <dt>{INVOICE_TEXT.email}</dt>
                <dd>{invoice.customer.email}</dd>
              </div>
              <div>
                <dt>{INVOICE_TEXT.mobile}</dt>
                <dd>{invoice.customer.mobile}</dd>
              </div>
              {invoice.customer.addressLines.length > 0 ? (
                <div>
                  <dt>{INVOICE_TEXT.address}</dt>
                  <dd>{invoice.customer.addressLines.join(', ')}</dd>
                </div>
              ) : null}
              {invoice.customer.state ? (
                <div>
                  <dt>{INVOICE_TEXT.state}</dt>
                  <dd>{invoice.customer.state}</dd>
                </div>
              ) : null}
              <div>
                <dt>{INVOICE_TEXT.gstin}</dt>
                <dd>{INVOICE_TEXT.unregistered}</dd>
              </div>
            </dl>
          </section>
          <section className="invoice__buyer" aria-labelledby="invoice-event">
            <h2 id="invoice-event">{INVOICE_TEXT.event}</h2>
            <p className="invoice__event">
              <span>{invoice.event.title}</span>
              {invoice.event.venue ? <span>{invoice.event.venue}</span> : null}
            </p>
          </section>
        </div>
        {/* On narrow phones each line stacks its cells under their headings (invoice.css), so nothing
            scrolls sideways; focusable so a keyboard can scroll it should a very long word need it. */}
        <div className="invoice__table-wrap" role="region" aria-label="Invoice items" tabIndex={0}>
          <table className="invoice__items">
            <thead>
              <tr>
                <th scope="col">{INVOICE_TEXT.columns.description}</th>
                <th scope="col">{INVOICE_TEXT.columns.hsn}</th>
                <th scope="col" className="invoice__number">
                  {INVOICE_TEXT.columns.quantity}
                </th>
                <th scope="col" className="invoice__number">
                  {INVOICE_TEXT.columns.value}
                </th>
                {invoice.taxHeads.map((head) => (
                  <th scope="col" className="invoice__number" key={head}>
                    {HEAD_LABEL[head]}
                  </th>
                ))}
                <th scope="col" className="invoice__number">
                  {INVOICE_TEXT.columns.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.items.map((item) => (
                <tr key={item.key}>
                  <td>{item.description}</td>
                  <td data-label={INVOICE_TEXT.columns.hsn}>{item.hsn}</td>
                  <td className="invoice__number" data-label={INVOICE_TEXT.columns.quantity}>
                    {item.quantity}
                  </td>
                  <td className="invoice__number" data-label={INVOICE_TEXT.columns.value}>
                    {item.value}
                  </td>
                  {item.taxes.map((tax) => (
                    <td className="invoice__number" key={tax.head} data-label={`${HEAD_LABEL[tax.head]} @ ${tax.rate}`}>
                      {tax.amount}
                      <span className="invoice__rate">@ {tax.rate}</span>
                    </td>
                  ))}
                  <td className="invoice__number" data-label={INVOICE_TEXT.columns.total}>
                    {item.total}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="invoice__totals">
          {invoice.totals.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.amount}</dd>
            </div>
          ))}
          <div className="invoice__grand">
            <dt>{INVOICE_TEXT.grandTotal}</dt>
            <dd>{invoice.grandTotal}</dd>
          </div>
        </dl>
        <p className="invoice__words">
          <span className="invoice__words-label">{INVOICE_TEXT.amountInWords}:</span> {invoice.amountInWords}
        </p>
        {invoice.creditNotes.map((creditNote, index) => (
          <section
            key={creditNote.number}
            className="invoice__credit-note"
            aria-labelledby={`invoice-credit-note-${index}`}
          >
            <h2 id={`invoice-credit-note-${index}`}>
              {invoice.creditNotes.length > 1
                ? `${INVOICE_TEXT.creditNoteHeading} ${creditNote.number}`
                : INVOICE_TEXT.creditNoteHeading}
            </h2>
            <dl>
              <div>
                <dt>{INVOICE_TEXT.creditNoteNumber}</dt>
                <dd>{creditNote.number}</dd>
              </div>
              <div>
                <dt>{INVOICE_TEXT.creditNoteDate}</dt>
                <dd>{creditNote.date}</dd>
              </div>
              <div>
                <dt>{INVOICE_TEXT.creditNoteAgainst}</dt>
                <dd>{creditNote.against}</dd>
              </div>
              <div>
                <dt>{INVOICE_TEXT.creditNoteReason}</dt>
                <dd>{creditNote.reason}</dd>
              </div>
              <div>
                <dt>{INVOICE_TEXT.creditNoteTotal}</dt>
                <dd>{creditNote.total}</dd>
              </div>
            </dl>
            <button
              type="button"
              className="button button--secondary invoice__credit-note-download"
              aria-disabled={busy}
              lang={translated ? HTML_LANG[i18n.language === 'hi' ? 'hi' : 'en'] : undefined}
              aria-label={
                invoice.creditNotes.length > 1
                  ? `${t('invoiceChrome.downloadCreditNote')} ${creditNote.number}`
                  : undefined
              }
              onClick={() => view.downloadCreditNote(creditNote.number)}
            >
              {view.downloading === 'credit_note' && view.creditNoteAsked === creditNote.number
                ? t('invoiceChrome.downloading')
                : t('invoiceChrome.downloadCreditNote')}
            </button>
          </section>
        ))}
        <p className="invoice__note">{invoice.note}</p>
      </article>
    </div>
  );
}
