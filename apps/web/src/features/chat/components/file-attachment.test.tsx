// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chatLabels } from '@sehat/core/chat/messages';
import { dataSaverLabels } from '@sehat/core/data-saver/messages';
import { chooseDataSaver } from '#web/lib/data-saver/data-saver-store';
import { FileAttachment } from './file-attachment';

const image = { id: 7, name: 'foto.jpg', mime: 'image/jpeg', size: 120_000, url: '/api/chat/files/7' };

afterEach(() => {
  cleanup();
  document.cookie = 'hemat_data=; Path=/; Max-Age=0';
});

describe('a chat image', () => {
  it('shows inline normally', () => {
    render(<FileAttachment file={image} />);
    expect(screen.getByRole('img', { name: chatLabels.imageAlt(image.name) })).toBeTruthy();
  });

  it('is a card opened only on request in low-data mode (ADR 206)', () => {
    chooseDataSaver(true);
    const { container } = render(<FileAttachment file={image} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(new RegExp(dataSaverLabels.imageSkipped))).toBeTruthy();
    const link = screen.getByRole('link', { name: `${dataSaverLabels.showImage} ${image.name}` });
    expect(link.getAttribute('href')).toBe(image.url);
  });
});

describe('a chat recording', () => {
  const voice = {
    id: 8,
    name: 'Pesan suara WhatsApp.amr',
    mime: 'audio/amr',
    size: 9_000,
    url: '/api/chat/files/8',
  };

  it('has a player that loads nothing until played, even in low-data mode, and a download', () => {
    chooseDataSaver(true);
    render(<FileAttachment file={voice} />);
    const player = screen.getByLabelText(chatLabels.audioPlayer(voice.name));
    expect(player.getAttribute('preload')).toBe('none');
    expect(screen.getByText(chatLabels.audioTitle)).toBeTruthy();
    const download = screen.getByRole('link', { name: `${chatLabels.download} ${voice.name}` });
    expect(download.getAttribute('href')).toBe(voice.url);
  });
});
