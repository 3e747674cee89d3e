// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initialsOf } from '@sehat/core/user/avatar';
import { chooseDataSaver } from '#web/lib/data-saver/data-saver-store';
import { Avatar } from './avatar';

const user = { id: 4, username: 'sari', fullName: 'Sari Dewi', photoUrl: '/uploads/sari.webp' };

afterEach(() => {
  cleanup();
  document.cookie = 'hemat_data=; Path=/; Max-Age=0';
});

describe('Avatar', () => {
  it('shows the photo while it loads', () => {
    render(<Avatar user={user} label="Sari Dewi" />);
    expect(screen.getByRole('img', { name: 'Sari Dewi' }).querySelector('img')?.getAttribute('src')).toBe(
      user.photoUrl,
    );
  });

  it('falls back to the initials when the photo cannot be loaded (spec §9)', () => {
    render(<Avatar user={user} label="Sari Dewi" />);
    const photo = screen.getByRole('img', { name: 'Sari Dewi' }).querySelector('img');
    if (!photo) throw new Error('no photo');
    fireEvent.error(photo);
    const avatar = screen.getByRole('img', { name: 'Sari Dewi' });
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar.textContent).toBe(initialsOf(user.fullName, user.username));
  });

  it('shows the initials when there is no photo', () => {
    render(<Avatar user={{ ...user, photoUrl: null }} label="Sari Dewi" />);
    expect(screen.getByRole('img', { name: 'Sari Dewi' }).textContent).toBe(
      initialsOf(user.fullName, user.username),
    );
  });

  it('shows the initials, not the photo, in low-data mode (ADR 206)', () => {
    chooseDataSaver(true);
    render(<Avatar user={user} label="Sari Dewi" />);
    const avatar = screen.getByRole('img', { name: 'Sari Dewi' });
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar.textContent).toBe(initialsOf(user.fullName, user.username));
  });

  it('still shows a photo the person is choosing right now in low-data mode', () => {
    chooseDataSaver(true);
    render(<Avatar user={user} label="Sari Dewi" src="blob:preview" />);
    expect(screen.getByRole('img', { name: 'Sari Dewi' }).querySelector('img')?.getAttribute('src')).toBe(
      'blob:preview',
    );
  });
});
