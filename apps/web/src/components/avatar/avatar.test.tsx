// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initialsOf } from '@sehat/core/user/avatar';
import { Avatar } from './avatar';

const user = { id: 4, username: 'sari', fullName: 'Sari Dewi', photoUrl: '/uploads/sari.webp' };

afterEach(cleanup);

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
});
