import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { showToast } from '../../src/app/toasts';

describe('showToast', () => {
  it('keeps the order and options of toasts raised before sonner has loaded', async () => {
    showToast('error', 'Session expired, please login again', { duration: 3000, position: 'top-center' });
    showToast('success', 'Logged out successfully', { duration: 4000, position: 'top-center' });
    await expect.poll(() => toast.getHistory().length).toBe(2);
    const history = toast.getHistory().map((item) => ({
      type: 'type' in item ? item.type : undefined,
      title: 'title' in item ? item.title : undefined,
      duration: 'duration' in item ? item.duration : undefined,
    }));
    expect(history).toEqual([
      { type: 'error', title: 'Session expired, please login again', duration: 3000 },
      { type: 'success', title: 'Logged out successfully', duration: 4000 },
    ]);
  });
});
