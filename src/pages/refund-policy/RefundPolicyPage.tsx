import { PageContainer } from '../../ui/PageContainer';

export default function RefundPolicyPage() {
  return (
    <PageContainer heading="Refund and Cancellation Policy" subtitle="Effective from August 22, 2022" width="narrow">
      <div className="prose">
        <p>
          If an organiser rejects your application, the entry fee is refunded to your original payment method within 14
          working days, less payment processing charges.
        </p>
        <p>Reservations are non-refundable once confirmed.</p>
        <p>
          For questions about a specific booking, contact our support team with your order ID from{' '}
          <strong>My Orders</strong>.
        </p>
      </div>
    </PageContainer>
  );
}
