import { describe, expect, it } from 'vitest';
import { httpErrorMessage, type HttpFailure } from '../../src/domain/http-errors';

describe('httpErrorMessage', () => {
  const table: { name: string; failure: HttpFailure; message: string }[] = [
    { name: '400', failure: { status: 400 }, message: 'Invalid request data' },
    { name: '401', failure: { status: 401 }, message: 'Authentication required. Please login.' },
    {
      name: '403',
      failure: { status: 403 },
      message: 'You do not have permission to access this resource',
    },
    { name: '404', failure: { status: 404 }, message: 'Resource not found' },
    { name: '404 for orders', failure: { status: 404, context: 'orders' }, message: 'Order summary not found' },
    { name: '422', failure: { status: 422 }, message: 'Validation failed' },
    { name: '500', failure: { status: 500 }, message: 'Server error occurred. Please try again later.' },
    { name: '502', failure: { status: 502 }, message: 'Server error occurred. Please try again later.' },
    { name: '409', failure: { status: 409 }, message: 'Server error occurred. Please try again later.' },
    { name: '429', failure: { status: 429 }, message: 'Server error occurred. Please try again later.' },
    {
      name: 'orders context on 500',
      failure: { status: 500, context: 'orders' },
      message: 'Server error occurred. Please try again later.',
    },
    { name: 'no response', failure: {}, message: 'Network error. Please check your internet connection.' },
    { name: 'status 0', failure: { status: 0 }, message: 'Network error. Please check your internet connection.' },
    {
      name: "the server's error wins over its message and the status",
      failure: {
        status: 400,
        body: { success: false, message: 'Other text', error: 'Mobile number already registered' },
      },
      message: 'Mobile number already registered',
    },
    {
      name: "the server's message when there is no error",
      failure: { status: 404, body: { success: false, message: 'Event not found' }, context: 'orders' },
      message: 'Event not found',
    },
    {
      name: 'an empty error falls through to the message',
      failure: { status: 400, body: { error: '  ', message: 'Invalid OTP' } },
      message: 'Invalid OTP',
    },
    {
      name: 'a non-string error and an object message fall through to the status',
      failure: { status: 422, body: { error: { code: 1 }, message: { errors: [] } } },
      message: 'Validation failed',
    },
    {
      name: 'a text body is not an envelope',
      failure: { status: 502, body: '<html>Bad gateway</html>' },
      message: 'Server error occurred. Please try again later.',
    },
    { name: 'a null body', failure: { status: 401, body: null }, message: 'Authentication required. Please login.' },
    {
      name: 'an array body',
      failure: { status: 403, body: ['error'] },
      message: 'You do not have permission to access this resource',
    },
  ];

  it.each(table)('$name', ({ failure, message }) => {
    expect(httpErrorMessage(failure)).toBe(message);
  });
});
