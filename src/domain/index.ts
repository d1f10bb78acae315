// The public API of src/domain: pure rules shared by the browser, the machines and the server.
export * from './constants';
export * from './auth-texts';
export * from './money';
export * from './pricing';
export * from './http-errors';
export * from './time-zone';
export * from './dates';
export * from './statuses';
export * from './events';
export * from './validation';
export * from './html-text';
export * from './utm';
export * from './event-detail';
export * from './ics';
export * from './my-registrations';
export * from './event-share';
