// SPEC §2 Invoice: the company block with address and GSTIN, the buyer, invoice number and date, the
// items (HSN/SAC 999651) and the totals; Print Invoice prints it on A4 without the site's header,
// footer or the button. Renders the invoice machine's view-model.
import type { ActorRefFrom } from 'xstate';
import type { InvoiceMachine } from '../../../machines/invoice/invoice.machine';
import { invoiceView } from '../../../machines/invoice/invoice.view';
import type { CompanyDetails } from '../../app/config';
import { INVOICE_TEXT, type InvoiceView } from '../../domain/invoice';
import { InternalLink } from '../../ui/InternalLink';
import { LoadingIndicator } from '../../ui/LoadingIndicator';
import { PageContainer } from '../../ui/PageContainer';
import { useView } from '../../ui/hooks/useView';
import './invoice.css';

export default function InvoicePage({
  invoice,
  company,
}: {
  invoice: ActorRefFrom<InvoiceMachine>;
  company: CompanyDetails;
}) {
  const view = useView(invoice, invoiceView);
  if (view.screen === 'loaded' && view.invoice) {
    return (
      <PrintableInvoice invoice={view.invoice} company={company} onPrint={() => invoice.send({ type: 'PRINT' })} />
    );
  }
  return (
    <PageContainer heading={INVOICE_TEXT.heading} width="narrow">
      {view.screen === 'loading' ? <LoadingIndicator label={INVOICE_TEXT.loading} /> : null}
      {view.screen === 'failed' || view.screen === 'missingOrderId' ? (
        <div className="invoice__message">
          <p role="alert">{view.errorMessage}</p>
          <div className="page__actions">
            {view.screen === 'failed' ? (
              <button type="button" className="button button--primary" onClick={() => invoice.send({ type: 'RETRY' })}>
                {INVOICE_TEXT.retry}
              </button>
            ) : null}
            <InternalLink href="/my-orders" className="button button--secondary">
              {INVOICE_TEXT.backToOrders}
            </InternalLink>
          </div>
        </div>
      ) : null}
    </PageContainer>
  );
}

function PrintableInvoice({
  invoice,
  company,
  onPrint,
}: {
  invoice: InvoiceView;
  company: CompanyDetails;
  onPrint: () => void;
}) {
  return (
    <div className="page page--narrow invoice">
      <div className="invoice__actions">
        <InternalLink href="/my-orders" className="button button--secondary">
          {INVOICE_TEXT.backToOrders}
        </InternalLink>
        <button type="button" className="button button--primary" onClick={onPrint}>
          {INVOICE_TEXT.print}
        </button>
      </div>
      <article className="invoice__sheet" aria-labelledby="invoice-heading">
        <header className="invoice__head">
          <div className="invoice__company">
            <p className="invoice__company-name">{company.name}</p>
            <address>
              {company.addressLines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <span>
                {INVOICE_TEXT.gstin}: {company.gstin}
              </span>
              <span>{company.email}</span>
              <span>{company.phone}</span>
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
            </dl>
          </div>
        </header>
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
          </dl>
        </section>
        {/* Scrolls sideways on narrow phones; focusable so a keyboard can scroll it too. */}
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
              </tr>
            </thead>
            <tbody>
              {invoice.items.map((item) => (
                <tr key={item.key}>
                  <td>{item.description}</td>
                  <td>{item.hsn}</td>
                  <td className="invoice__number">{item.quantity}</td>
                  <td className="invoice__number">{item.value}</td>
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
      </article>
    </div>
  );
}
