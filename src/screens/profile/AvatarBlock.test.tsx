import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES } from '@softkino/contract/user';
import { userFixture } from '../../api/testing/userFixture';
import { alertsAtom } from '../../ui/popups/alerts';
import { AvatarBlock } from './AvatarBlock';

/** The 8-byte signature and a little of a real png: enough for the signature check. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function setup() {
  const onChange = vi.fn();
  const { container } = render(
    <AvatarBlock user={userFixture()} photo={{ file: null, remove: false }} onChange={onChange} />,
  );
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  return { onChange, input, user: userEvent.setup() };
}

beforeEach(() => {
  getDefaultStore().set(alertsAtom, []);
});

describe('AvatarBlock', () => {
  it('refuses a text file renamed .png with a clear error, and shows no broken preview', async () => {
    const { onChange, input, user } = setup();
    const fake = new File(['это не картинка'], 'photo.png', { type: 'image/png' });
    await user.upload(input, fake);
    await waitFor(() =>
      expect(getDefaultStore().get(alertsAtom)).toEqual([
        expect.objectContaining({ status: 'error', text: PROFILE_MESSAGES.photoUnreadable }),
      ]),
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Фото профиля' })).not.toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
  });

  it('takes a real png', async () => {
    const { onChange, input, user } = setup();
    const png = new File([PNG_BYTES], 'photo.png', { type: 'image/png' });
    await user.upload(input, png);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ file: png, remove: false }));
    expect(getDefaultStore().get(alertsAtom)).toEqual([]);
  });
});
