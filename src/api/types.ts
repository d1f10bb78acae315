// Names for the contract's component schemas, so callers never spell components['schemas'][...].
import type { components, operations, paths } from './schema';

export type { components, operations, paths };

type Schemas = components['schemas'];

// Shared
export type Money = Schemas['Money'];
export type NullableMoney = Schemas['NullableMoney'];
export type Currency = Schemas['Currency'];
export type Pagination = Schemas['Pagination'];
export type FieldError = Schemas['FieldError'];
export type ErrorResponse = Schemas['ErrorResponse'];
export type MessageResponse = Schemas['MessageResponse'];

// Auth
export type User = Schemas['User'];
export type AuthSession = Schemas['AuthSession'];
export type UserType = Schemas['UserType'];
export type SigninRequest = Schemas['SigninRequest'];
export type SigninResponse = Schemas['SigninResponse'];
export type RefreshTokenRequest = Schemas['RefreshTokenRequest'];
export type RefreshTokenResponse = Schemas['RefreshTokenResponse'];
export type StartRegistrationRequest = Schemas['StartRegistrationRequest'];
export type StartRegistrationResponse = Schemas['StartRegistrationResponse'];
export type VerifyMobileRequest = Schemas['VerifyMobileRequest'];
export type VerifyMobileResponse = Schemas['VerifyMobileResponse'];
export type CompleteProfileRequest = Schemas['CompleteProfileRequest'];
export type CompleteProfileResponse = Schemas['CompleteProfileResponse'];
export type VerifyEmailRequest = Schemas['VerifyEmailRequest'];
export type UserResponse = Schemas['UserResponse'];
export type ForgotMpinRequest = Schemas['ForgotMpinRequest'];
export type ForgotMpinResponse = Schemas['ForgotMpinResponse'];
export type ResetMpinRequest = Schemas['ResetMpinRequest'];
export type ResendOtpRequest = Schemas['ResendOtpRequest'];
export type ResendOtpResponse = Schemas['ResendOtpResponse'];
export type OtpType = ResendOtpRequest['otp_type'];
export type UpdateMpinRequest = Schemas['UpdateMpinRequest'];

// Events
export type EventStatus = Schemas['EventStatus'];
export type PublicSubEvent = Schemas['PublicSubEvent'];
export type PublicSubEventCard = Schemas['PublicSubEventCard'];
export type PublicSubEventListResponse = Schemas['PublicSubEventListResponse'];
export type PublicSubEventQuery = NonNullable<operations['listPublicSubEvents']['parameters']['query']>;
export type Banner = Schemas['Banner'];
export type BannerListResponse = Schemas['BannerListResponse'];

// Registrations
export type EventBrief = Schemas['EventBrief'];
export type SubEventBrief = Schemas['SubEventBrief'];
export type MyEventItem = Schemas['MyEventItem'];
export type MyParticipatedEventsResponse = Schemas['MyParticipatedEventsResponse'];
export type TicketStatus = Schemas['TicketStatus'];
export type TicketPaymentStatus = Schemas['TicketPaymentStatus'];
export type ResponseText = Schemas['ResponseText'];
export type ParticipantResponseItem = Schemas['ParticipantResponseItem'];
export type Participant = Schemas['Participant'];
export type MyRegistrations = MyRegistrationsResponse['message'];
export type MyRegistrationsResponse = Schemas['MyRegistrationsResponse'];
export type FormFieldType = Schemas['FormFieldType'];
export type FormFieldOption = Schemas['FormFieldOption'];
export type FormField = Schemas['FormField'];
export type RegistrationForm = RegistrationFormResponse['message'];
export type RegistrationFormResponse = Schemas['RegistrationFormResponse'];
export type FormResponseInput = Schemas['FormResponseInput'];
export type RegisterParticipantRequest = Schemas['RegisterParticipantRequest'];
export type RegistrationCreated = Schemas['RegistrationCreated'];
export type RegisterParticipantResponse = Schemas['RegisterParticipantResponse'];
export type NamedRef = Schemas['NamedRef'];
export type PincodeLocation = Schemas['PincodeLocation'];
export type PincodeLookupResponse = Schemas['PincodeLookupResponse'];

// Uploads
export type UploadRequest = Schemas['UploadRequest'];
export type Upload = Schemas['Upload'];
export type UploadResponse = Schemas['UploadResponse'];

// Orders
export type Charges = Schemas['Charges'];
export type OrderSummaryParticipant = Schemas['OrderSummaryParticipant'];
export type OrderSummaryTotals = Schemas['OrderSummaryTotals'];
export type OrderSummary = Schemas['OrderSummary'];
export type OrderSummaryResponse = Schemas['OrderSummaryResponse'];
export type CreateOrderRequest = Schemas['CreateOrderRequest'];
export type OrderStatus = Schemas['OrderStatus'];
export type Order = Schemas['Order'];
export type RazorpayOrder = Schemas['RazorpayOrder'];
export type OrderCreate = Schemas['OrderCreate'];
export type CreateOrderResponse = Schemas['CreateOrderResponse'];
export type OrderListResponse = Schemas['OrderListResponse'];
export type OrderListQuery = NonNullable<operations['listOrders']['parameters']['query']>;
export type PaymentStatusResponse = Schemas['PaymentStatusResponse'];
export type InvoiceMeta = Schemas['InvoiceMeta'];
export type InvoiceCustomer = Schemas['InvoiceCustomer'];
export type InvoiceItem = Schemas['InvoiceItem'];
export type InvoiceSubEventDetails = Schemas['InvoiceSubEventDetails'];
export type InvoiceTotals = Schemas['InvoiceTotals'];
export type Invoice = Schemas['Invoice'];
export type InvoiceResponse = Schemas['InvoiceResponse'];

// Payments
export type RazorpayWebhookEvent = Schemas['RazorpayWebhookEvent'];
export type SandboxCompletePaymentRequest = Schemas['SandboxCompletePaymentRequest'];
export type SandboxPaymentSucceeded = Schemas['SandboxPaymentSucceeded'];
export type ProviderPaymentError = Schemas['ProviderPaymentError'];
export type SandboxPaymentFailed = Schemas['SandboxPaymentFailed'];
export type SandboxCompletePaymentResponse = Schemas['SandboxCompletePaymentResponse'];

/** Every operationId of the contract. */
export type OperationId = keyof operations;
